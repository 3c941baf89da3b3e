// Checks of the generated content (run by build.ts, or alone: npx tsx content/pipeline/verify.ts [--only ID]):
//  1. every measureId of a sync map is a <g class="measure"> in the SVG of the page the bar claims,
//     every note id is a <g class="note"> on the page of the bar that contains the note's start;
//  2. ids of measures/notes are unique over all pages of an edition;
//  3. audio vs sync: the soprano-emphasised rendition is decoded with ffmpeg, note onsets are
//     detected (spectral flux) and compared with the soprano attacks of the sync map;
//  4. the voices apart (verify-voices.ts): channels, order, lag 0 to the full mix, no drift between
//     voices; the soprano's onsets measured again in its own channel;
//  5. file sizes (budget: editions + examples < 16 MB, a share of the 40 MB all committed media may take).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import FFT from 'fft.js';
import type {
  EditionManifest,
  ExampleManifest,
  SyncMap,
  SyncNote,
} from '../../src/core/contract/edition-format';
import { renderScore } from './score';
import { checkVoiceTracks } from './verify-voices';
import { EDITIONS, EXAMPLES } from './works';

const run = promisify(execFile);
const HERE = dirname(fileURLToPath(import.meta.url));
const CONTENT = join(HERE, '..');
// Decimal megabytes; raised from 9 MB as the course examples grew, from 10 MB for the voices apart,
// by 2 MB for the examples’ voice mixes, and by 1 MB for the ear-training examples (decision 0049).
const BUDGET_BYTES = 16_000_000;

function median(xs: number[]): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

function idsOf(svg: string, cls: string): Set<string> {
  const out = new Set<string>();
  const re = new RegExp(`<g id="([^"]+)" class="${cls}"`, 'g');
  for (let m = re.exec(svg); m; m = re.exec(svg)) out.add(m[1]!);
  return out;
}

// ---------- onset detection
const SR = 22050;
async function decode(file: string): Promise<Float32Array> {
  const { stdout } = await run(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', file, '-ac', '1', '-ar', String(SR), '-f', 's16le', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 1 << 28,
    },
  );
  const b = stdout as Buffer;
  const s = new Int16Array(b.buffer, b.byteOffset, Math.floor(b.length / 2));
  return Float32Array.from(s, (x) => x / 32768);
}

/**
 * Pitch-informed onset estimate: for each expected note (start, MIDI pitch) the energy of its
 * fundamental and 2nd harmonic is followed frame by frame (2048-point FFT, 5 ms hop); the onset is
 * the time of the steepest rise of that band energy within +-120 ms of the expected start.
 */
export function measureOnsets(x: Float32Array, notes: { startMs: number; pitch: number }[]): number[] {
  const N = 2048;
  const hop = 110;
  const maxBin = 420;
  const win = Float64Array.from({ length: N }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / N));
  const fft = new FFT(N); // the alignment's too (align/features.ts)
  const frame = new Float64Array(N);
  const spectrum = new Float64Array(2 * N); // interleaved re, im
  const frames: Float32Array[] = [];
  for (let start = -N / 2; start + N / 2 < x.length; start += hop) {
    for (let i = 0; i < N; i++) {
      const k = start + i;
      frame[i] = k >= 0 && k < x.length ? x[k]! * win[i]! : 0;
    }
    fft.realTransform(spectrum, frame);
    const mag = new Float32Array(maxBin);
    for (let b = 0; b < maxBin; b++) mag[b] = Math.hypot(spectrum[2 * b]!, spectrum[2 * b + 1]!);
    frames.push(mag);
  }
  const frameMs = (hop * 1000) / SR;
  const band = (f: number, hz: number) => {
    const b = Math.round((hz * N) / SR);
    let m = 0;
    for (let k = b - 1; k <= b + 1; k++) if (k > 0 && k < maxBin) m = Math.max(m, frames[f]![k]!);
    return m;
  };
  return notes.map((n, i) => {
    const hz = 440 * 2 ** ((n.pitch - 69) / 12);
    const c = Math.round(n.startMs / frameMs);
    // search no further than half-way to the neighbouring attacks
    const prevGap = i > 0 ? n.startMs - notes[i - 1]!.startMs : 240;
    const nextGap = i + 1 < notes.length ? notes[i + 1]!.startMs - n.startMs : 240;
    const lo = Math.round(Math.min(120, prevGap / 2) / frameMs);
    const hi = Math.round(Math.min(120, nextGap / 2) / frameMs);
    const logBand = (f: number) =>
      f < 0 || f >= frames.length ? -20 : Math.log(band(f, hz) + band(f, 2 * hz) + 1e-4);
    let best = c;
    let bestSlope = Number.NEGATIVE_INFINITY;
    for (let f = c - lo; f <= c + hi; f++) {
      const slope = logBand(f + 3) - logBand(f - 3);
      if (slope > bestSlope) {
        bestSlope = slope;
        best = f;
      }
    }
    return best * frameMs;
  });
}

export interface AudioCheck {
  expected: number;
  /** within 60 ms */
  matched: number;
  /** within 100 ms */
  near: number;
  medianAbsMs: number;
  maxAbsMs: number;
  medianSignedMs: number;
}

/**
 * Where the sync map's times come from: the score with its own rendition (`exact`), or an
 * alignment to a recording (`aligned`, an import).
 */
export type SyncSource = 'exact' | 'aligned';

/**
 * Whether the audio's onsets lie close enough to the sync map: `ok`, `look` (shown to the operator:
 * check it in the sync editor) or `refuse`. An exact map is held to 60 ms. An aligned map is only as
 * close as the alignment (a choir's "aahs": note starts p95 150 ms on the bench) and this measure
 * (the steepest rise of a swell, within ±120 ms) allow. On a hymn sung "aahs", a right map had 9-11 of
 * 17 onsets within 60 ms and one 300 ms late as many. So only a gross mismatch is refused there:
 * fewer than half the onsets within 100 ms (a map 150 ms off, struck or organ).
 */
export function onsetVerdict(r: AudioCheck, source: SyncSource): 'ok' | 'look' | 'refuse' {
  const close = r.matched >= r.expected * 0.8 && r.medianAbsMs <= 30 && r.maxAbsMs <= 150;
  if (close) return 'ok';
  return source === 'aligned' && r.near >= r.expected * 0.5 ? 'look' : 'refuse';
}

function compareOnsets(expected: number[], measured: number[]): AudioCheck {
  const errs = expected.map((e, i) => measured[i]! - e);
  const abs = errs.map(Math.abs);
  return {
    expected: expected.length,
    matched: abs.filter((a) => a <= 60).length,
    near: abs.filter((a) => a <= 100).length,
    medianAbsMs: Math.round(median(abs)),
    maxAbsMs: Math.round(abs.length ? Math.max(...abs) : Number.NaN),
    medianSignedMs: Math.round(median(errs)),
  };
}

async function dirSize(p: string): Promise<number> {
  // The app build's compressed siblings (.br, .gz) are not committed content.
  if (!existsSync(p) || /\.(br|gz)$/.test(p)) return 0;
  const st = await stat(p);
  if (!st.isDirectory()) return st.size;
  let t = 0;
  for (const e of await readdir(p)) t += await dirSize(join(p, e));
  return t;
}

export async function checkManifest(
  root: string,
  label: string,
  problems: string[],
  audioRows: string[],
  attacksOf: (partIndex: number) => Promise<{ startMs: number; pitch: number }[]>,
  source: SyncSource = 'exact',
) {
  const man = JSON.parse(await readFile(join(root, 'manifest.json'), 'utf8')) as EditionManifest;
  const seen = new Map<string, string>();
  for (const part of man.parts) {
    const sync = JSON.parse(await readFile(join(root, part.sync), 'utf8')) as SyncMap;
    const pageSvg = new Map<number, string>();
    for (const pg of part.pages) pageSvg.set(pg.number, await readFile(join(root, pg.file), 'utf8'));
    for (const [num, svg] of pageSvg) {
      // the player shows pages in a shadow root, where a page's own @font-face is ignored
      if (/@font-face|font-family="(Leipzig|Bravura)"/.test(svg))
        problems.push(`${label}: page ${num} sets text in a font of its own (music symbols drawn as boxes)`);
      for (const id of [...idsOf(svg, 'measure'), ...idsOf(svg, 'note')]) {
        const other = seen.get(id);
        if (other && other !== `${num}`) problems.push(`${label}: id ${id} on pages ${other} and ${num}`);
        seen.set(id, `${num}`);
      }
    }
    let missing = 0;
    for (const b of sync.bars) {
      const svg = pageSvg.get(b.page);
      if (!svg || !idsOf(svg, 'measure').has(b.measureId)) missing++;
    }
    const allNotes: SyncNote[] = Object.values(sync.voices).flat();
    for (const n of allNotes) {
      const bar = sync.bars.find((b) => n.startMs >= b.startMs && n.startMs < b.endMs);
      const svg = bar ? pageSvg.get(bar.page) : undefined;
      if (!svg || !idsOf(svg, 'note').has(n.id)) missing++;
    }
    if (missing) problems.push(`${label} part ${part.index}: ${missing} sync ids not found on their page`);
    // audio vs sync
    const attacks = (await attacksOf(part.index)).filter((n) => n.startMs < sync.durationMs - 200);
    const syncStarts = sync.voices.soprano.map((n) => n.startMs);
    const notInSync = attacks.filter((a) => !syncStarts.some((t) => Math.abs(t - a.startMs) <= 2)).length;
    if (notInSync)
      problems.push(
        `${label} part ${part.index}: ${notInSync} soprano attacks of the audio are not note starts in the sync map`,
      );
    const measured = measureOnsets(await decode(join(root, part.audio.soprano)), attacks);
    const r = compareOnsets(
      attacks.map((a) => a.startMs),
      measured,
    );
    audioRows.push(
      `${label} part ${part.index}: soprano onsets within 60 ms ${r.matched}/${r.expected}, |error| median ${r.medianAbsMs} ms, max ${r.maxAbsMs} ms (median signed ${r.medianSignedMs} ms)`,
    );
    const verdict = onsetVerdict(r, source);
    const figures = `${r.matched}/${r.expected} within 60 ms, ${r.near} within 100 ms, median ${r.medianAbsMs} ms, max ${r.maxAbsMs} ms`;
    if (verdict === 'refuse')
      problems.push(`${label} part ${part.index}: audio onsets too far from the sync map (${figures})`);
    else if (verdict === 'look')
      audioRows.push(
        `${label} part ${part.index}: LOOK in the sync editor before selling: onsets as close as an aligned recording's may be, not closer (${figures})`,
      );
    const voices = await checkVoiceTracks((path) => join(root, path), part, `${label} part ${part.index}`);
    if (voices) {
      problems.push(...voices.problems);
      audioRows.push(voices.row);
      const soprano = voices.channels[part.voiceTracks!.channels.indexOf('soprano')];
      const alone = soprano
        ? compareOnsets(
            attacks.map((a) => a.startMs),
            measureOnsets(soprano, attacks),
          )
        : null;
      if (alone) {
        audioRows.push(
          `${label} part ${part.index}: soprano channel onsets within 60 ms ${alone.matched}/${alone.expected}, |error| median ${alone.medianAbsMs} ms, max ${alone.maxAbsMs} ms`,
        );
        if (onsetVerdict(alone, source) === 'refuse')
          problems.push(
            `${label} part ${part.index}: the soprano channel's onsets are too far from the sync map`,
          );
      } else problems.push(`${label} part ${part.index}: the voices apart have no soprano channel`);
    }
  }
  return man;
}

export async function verifyAll(opts: { only?: string; tmp?: string } = {}): Promise<boolean> {
  const problems: string[] = [];
  const audioRows: string[] = [];
  const own = opts.tmp ? undefined : await mkdtemp(join(tmpdir(), 'choir-coach-verify-'));
  try {
    for (const ed of EDITIONS) {
      if (opts.only && opts.only !== ed.articleId) continue;
      for (const v of ed.versions) {
        // soprano attacks (without tie continuations) from the score itself
        const attacksFor = async (partIndex: number) => {
          const src = await readFile(join(CONTENT, 'scores', v.parts[partIndex]!.file), 'utf8');
          const seed =
            1 + [...`${ed.articleId}-${partIndex}`].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 100000, 7);
          const s = await renderScore(src, { seed, verovio: ed.verovio });
          return s.audioNotes
            .filter((n) => n.voice === 'soprano')
            .map((n) => ({ startMs: n.startMs, pitch: n.pitch }));
        };
        const dir = join(CONTENT, 'editions', ed.articleId, v.version);
        if (!ed.previewOnly)
          await checkManifest(dir, `${ed.articleId} ${v.version}`, problems, audioRows, attacksFor);
        await checkManifest(
          join(dir, 'preview'),
          `${ed.articleId} ${v.version} preview`,
          problems,
          audioRows,
          attacksFor,
        );
      }
    }
    for (const ex of EXAMPLES) {
      if (opts.only && opts.only !== ex.id) continue;
      const dir = join(CONTENT, 'examples', ex.id);
      const man = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ExampleManifest;
      const sync = JSON.parse(await readFile(join(dir, man.files.sync), 'utf8')) as SyncMap;
      const svg = await readFile(join(dir, man.files.score), 'utf8');
      const ms = idsOf(svg, 'measure');
      const ns = idsOf(svg, 'note');
      const missing =
        sync.bars.filter((b) => !ms.has(b.measureId)).length +
        Object.values(sync.voices)
          .flat()
          .filter((n) => !ns.has(n.id)).length;
      if (missing) problems.push(`${ex.id}: ${missing} sync ids not in score.svg`);
    }
    const eBytes = await dirSize(join(CONTENT, 'editions'));
    const xBytes = await dirSize(join(CONTENT, 'examples'));
    console.log('checks:');
    for (const r of audioRows) console.log(`  ${r}`);
    console.log(
      `  sizes: editions ${(eBytes / 1e6).toFixed(2)} MB, examples ${(xBytes / 1e6).toFixed(2)} MB, total ${((eBytes + xBytes) / 1e6).toFixed(2)} MB (10^6 bytes)`,
    );
    if (eBytes + xBytes > BUDGET_BYTES) problems.push(`size budget of ${BUDGET_BYTES / 1e6} MB exceeded`);
    for (const p of problems) console.log(`  PROBLEM: ${p}`);
    if (!problems.length) console.log('  all checks passed');
    return problems.length === 0;
  } finally {
    if (own) await rm(own, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--only');
  const ok = await verifyAll({ only: i >= 0 ? process.argv[i + 1] : undefined });
  process.exitCode = ok ? 0 : 1;
}
