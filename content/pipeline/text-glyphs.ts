// Music symbols inside a score's texts (a metronome mark's note, a coda sign beside "To Coda") as
// outlines. Verovio sets them in its SMuFL text font, which it embeds in the page as an @font-face
// style. The player shows pages inside a shadow root, where @font-face is ignored, so the symbols
// showed as boxes ("▯ = 96"); the font also cost a page about 58 KB. The glyphs are drawn as paths
// from that same font instead (fontkit reads it), and the style is dropped.
import * as fontkit from 'fontkit';

const FONT_STYLE =
  /<style type="text\/css">\s*@font-face\s*\{[^}]*?base64,([A-Za-z0-9+/=]+)[^}]*\}\s*<\/style>/;
const TEXT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
/** A run of music symbols: the innermost tspan in the SMuFL font. */
const GLYPH_RUN = /<tspan\b[^>]*font-family="(?:Leipzig|Bravura)"[^>]*>([^<]*)<\/tspan>/;
/** The innermost tspans: each a run of text or of symbols. */
const INNER = /<tspan\b([^>]*)>([^<]*)<\/tspan>/g;
/** Words are not measured (the browser's font sets them): about half an em per character. */
const CHAR_EM = 0.5;

/** Verovio embeds the same font in every page that needs it: read once, by its text. */
const fonts = new Map<string, fontkit.Font>();

function fontOf(base64: string): fontkit.Font {
  let font = fonts.get(base64);
  if (!font) {
    const created = fontkit.create(Buffer.from(base64, 'base64'));
    if (!('layout' in created)) throw new Error('verovio embedded a font collection, not a font');
    font = created;
    fonts.set(base64, font);
  }
  return font;
}

const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
const fontSize = (attrs: string) => Number.parseFloat(attr(attrs, 'font-size') ?? '0');
const round = (x: number) => Math.round(x * 10) / 10;

type Run =
  | { glyph: true; text: string; size: number }
  | { glyph: false; tspan: string; size: number; chars: number };

/** The text's innermost tspans in order (outer tspans carry ids and classes, nothing drawn). */
function runsOf(body: string): Run[] {
  const runs: Run[] = [];
  for (const m of body.matchAll(INNER)) {
    const [tspan, attrs, text] = m as unknown as [string, string, string];
    const size = fontSize(attrs);
    if (GLYPH_RUN.test(tspan)) runs.push({ glyph: true, text, size });
    else if (text.length > 0) runs.push({ glyph: false, tspan, size, chars: [...text].length });
  }
  return runs;
}

/**
 * A text with symbols, drawn as words in positioned chunks and symbols as paths. Words before the
 * first symbol end where it begins (anchored at their end), words after a symbol begin where it
 * ends, so only words between two symbols are placed by an estimate of their width.
 */
function outlined(attrs: string, body: string, font: fontkit.Font): string {
  const runs = runsOf(body);
  const x = Number.parseFloat(attr(attrs, 'x') ?? '0');
  const y = Number.parseFloat(attr(attrs, 'y') ?? '0');
  const advance = (run: Run) =>
    run.glyph
      ? (font.layout(run.text).advanceWidth * run.size) / font.unitsPerEm
      : run.chars * CHAR_EM * run.size;
  const first = runs.findIndex((r) => r.glyph);
  const lead = runs.slice(0, first).reduce((w, r) => w + advance(r), 0);
  const width = runs.reduce((w, r) => w + advance(r), 0);
  const anchor = attr(attrs, 'text-anchor');
  const start = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  let cursor = start + lead;
  const words: string[] = [];
  const paths: string[] = [];
  // words before the first symbol, right-aligned against it
  for (const run of runs.slice(0, first))
    if (!run.glyph) words.push(`<tspan x="${round(cursor)}" text-anchor="end">${run.tspan}</tspan>`);
  for (const run of runs.slice(first)) {
    if (!run.glyph) {
      words.push(`<tspan x="${round(cursor)}" text-anchor="start">${run.tspan}</tspan>`);
      cursor += advance(run);
      continue;
    }
    const scale = run.size / font.unitsPerEm;
    let pen = cursor;
    const laid = font.layout(run.text);
    for (const [k, glyph] of laid.glyphs.entries()) {
      const d = glyph.path.toSVG();
      if (d)
        paths.push(
          `<path transform="translate(${round(pen)} ${round(y)}) scale(${scale} ${-scale})" d="${d}"/>`,
        );
      pen += laid.positions[k]!.xAdvance * scale;
    }
    cursor = pen;
  }
  const rest = attrs.replace(/\s*\btext-anchor="[^"]*"/, '');
  const text = words.length ? `<text${rest}>${words.join('')}</text>` : '';
  return `${text}${paths.join('')}`;
}

/** The page with every SMuFL symbol of its texts drawn as a path and the embedded font left out. */
export function outlineTextGlyphs(svg: string): string {
  const style = FONT_STYLE.exec(svg);
  if (!style) return svg;
  const font = fontOf(style[1]!);
  return svg
    .replace(style[0], '')
    .replace(TEXT, (whole, attrs: string, body: string) =>
      GLYPH_RUN.test(body) ? outlined(attrs, body, font) : whole,
    );
}
