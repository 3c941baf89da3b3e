// Generates content/editions/ and content/examples/ from the MEI scores in content/scores/.
//   npx tsx content/pipeline/build.ts                 # everything
//   npx tsx content/pipeline/build.ts --only 10002    # one edition (all its versions) or one example id
//   npx tsx content/pipeline/build.ts --no-verify     # skip the checks at the end
// Deterministic: same scores + same tools -> byte-identical output. Idempotent: each edition/example
// folder is rebuilt from scratch; catalogue.json and examples/index.json always list everything.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { L10n, Voice } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type {
  Catalogue,
  EditionManifest,
  EditionPart,
  ExampleIndex,
  ExampleManifest,
  SyncMap,
} from '../../src/core/contract/edition-format';
import {
  AAC_BITRATE,
  encodeM4a,
  fadeTail,
  GM_PROGRAM,
  mixes,
  renderStem,
  SAMPLE_RATE,
  TAIL_MS,
  trimWithFade,
  voiceMidi,
} from './audio';
import { encodeVoicesM4a, VOICE_CHANNELS, VOICES_BITRATE, voiceChannels } from './audio-voices';
import { scoreSize, withoutPageHeader } from './example-score';
import { type RenderedScore, renderScore } from './score';
import { verifyAll } from './verify';
import { EDITIONS, type EditionSource, type EditionVersion, EXAMPLES } from './works';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CONTENT = join(HERE, '..');
const SCORES = join(CONTENT, 'scores');
const EDITIONS_DIR = join(CONTENT, 'editions');
const EXAMPLES_DIR = join(CONTENT, 'examples');
const PREVIEW_MAX_MS = 25000;
const PREVIEW_MIN_MS = 15000;
const PREVIEW_FADE_MS = 1500;
const TAIL_FADE_MS = 900;

const args = process.argv.slice(2);
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args[onlyIdx + 1] : undefined;
const noVerify = args.includes('--no-verify');

const json = (x: unknown) => `${JSON.stringify(x, null, 2)}\n`;
/** Sync maps: one bar / note per line (readable diffs, a third of the size of indented JSON). */
function syncJson(s: SyncMap): string {
  const line = (o: unknown) => JSON.stringify(o);
  const voices = VOICES.map(
    (v) => `    "${v}": [\n${s.voices[v].map((n) => `      ${line(n)}`).join(',\n')}\n    ]`,
  ).join(',\n');
  return (
    `{\n  "version": ${s.version},\n  "part": ${s.part},\n  "durationMs": ${s.durationMs},\n` +
    `  "bars": [\n${s.bars.map((b) => `    ${line(b)}`).join(',\n')}\n  ],\n` +
    `  "voices": {\n${voices}\n  }\n}\n`
  );
}
const pad2 = (n: number) => String(n).padStart(2, '0');
const seedFor = (s: string) => 1 + [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 100000, 7);

function log(...a: unknown[]) {
  console.log(...a);
}

/** Gives every page the global page number in verovio's running header ("– n –"). */
function globalPageNumber(svg: string, page: number): string {
  // verovio writes <tspan class="num"><title class="labelAttr">page</title>...<tspan ...>2</tspan>
  return svg.replace(
    /(<tspan[^>]*class="num"><title class="labelAttr">page<\/title><tspan[^>]*class="text"><tspan[^>]*>)\d+(<\/tspan>)/,
    (_m, pre: string, post: string) => `${pre}${page}${post}`,
  );
}

interface BuiltPart {
  score: RenderedScore;
  /** The part's MEI as written in content/scores (the server lays it out again for screens). */
  mei: string;
  title: L10n;
  firstPage: number; // global number of its first page
}

async function renderParts(
  ed: EditionSource,
  v: EditionVersion,
): Promise<{ parts: BuiltPart[]; hash: string }> {
  const sha = createHash('sha1');
  const parts: BuiltPart[] = [];
  let page = 1;
  for (const [i, p] of v.parts.entries()) {
    const src = await readFile(join(SCORES, p.file), 'utf8');
    sha.update(src);
    const score = await renderScore(src, { seed: seedFor(`${ed.articleId}-${i}`), verovio: ed.verovio });
    parts.push({ score, mei: src, title: p.title, firstPage: page });
    page += score.pages.length;
  }
  return { parts, hash: sha.digest('hex').slice(0, 7) };
}

function syncFor(part: BuiltPart, index: number, limitMs?: number): SyncMap {
  const s = part.score;
  const lim = limitMs ?? Number.POSITIVE_INFINITY;
  const bars = s.bars
    .filter((b) => b.startMs < lim)
    .map((b) => ({ ...b, page: b.page + part.firstPage - 1, endMs: Math.min(b.endMs, lim) }));
  const voices = Object.fromEntries(
    VOICES.map((v) => [
      v,
      s.voices[v].filter((n) => n.startMs < lim).map((n) => ({ ...n, endMs: Math.min(n.endMs, lim) })),
    ]),
  ) as SyncMap['voices'];
  return { version: 1, part: index, durationMs: Math.min(s.durationMs, lim), bars, voices };
}

/** Renders stems for one score: the 5 mixes (full + emphasis) and the voices apart (the mixer's). */
async function audioFor(score: RenderedScore, tmp: string, tag: string) {
  const len = score.durationMs + TAIL_MS;
  const stems = {} as Record<Voice, Float32Array>;
  for (const v of VOICES) {
    const midiPath = join(tmp, `${tag}-${v}.mid`);
    await writeFile(midiPath, voiceMidi(v, score.audioNotes, score.dynamics[v]));
    stems[v] = await renderStem(midiPath, join(tmp, `${tag}-${v}.raw`), len);
  }
  return { mixes: mixes(stems), voices: voiceChannels(stems) };
}

function previewPlan(parts: BuiltPart[]): { pages: number[]; durationMs: number } {
  // first page; first two pages when the first part alone has 3 or more pages
  const p0 = parts[0]!.score;
  const pages = p0.pages.length >= 3 ? [1, 2] : [1];
  const maxPage = Math.min(pages[pages.length - 1]!, p0.pages.length);
  // contiguous bars from the start that are on preview pages
  let end = 0;
  for (const b of p0.bars) {
    if (b.page > maxPage) break;
    if (b.endMs > PREVIEW_MAX_MS) break;
    end = b.endMs;
  }
  if (end < PREVIEW_MIN_MS) end = Math.min(PREVIEW_MAX_MS, p0.durationMs);
  return { pages: pages.filter((p) => p <= p0.pages.length), durationMs: end };
}

function aboutRecording(ed: EditionSource, v: EditionVersion, parts: BuiltPart[]): L10n {
  const tempi = parts.map((p) => p.score.bpm);
  const same = tempi.every((t) => t === tempi[0]);
  const tDe = same
    ? `Viertel = ${tempi[0]}`
    : parts.map((p, i) => `${i + 1}. Satz Viertel = ${p.score.bpm}`).join(', ');
  const tEn = same
    ? `quarter note = ${tempi[0]}`
    : parts.map((p, i) => `no. ${i + 1} quarter note = ${p.score.bpm}`).join(', ');
  const de =
    `<p>Die Aufnahme ist synthetisch: Die Partitur wurde mit Verovio in MIDI umgewandelt und mit FluidSynth und dem General-MIDI-Soundfont FluidR3 (Klang „Voice Oohs“) Stimme für Stimme gerendert. Tempo: ${tDe}; Fermaten werden gehalten, Wiederholungen werden gespielt, Dynamikangaben steuern die Lautstärke.</p>` +
    '<p>Neben der Gesamtaufnahme gibt es für jede Stimme (Sopran, Alt, Tenor, Bass) eine Übe-Fassung, in der diese Stimme hervorgehoben ist und die übrigen leise mitklingen; alle Fassungen sind auf gleiche Lautheit angeglichen.</p>' +
    '<p>Die vier Stimmen liegen außerdem getrennt vor: Im Mischpult des Players lässt sich jede Stimme lauter oder leiser, stumm oder solo stellen.</p>' +
    (v.changes ? `<p>${v.changes.de}</p>` : '');
  const en =
    `<p>This recording is synthesised: the score was converted to MIDI with Verovio and rendered voice by voice with FluidSynth and the General MIDI soundfont FluidR3 (“Voice Oohs”). Tempo: ${tEn}; fermatas are held, repeats are played and dynamics shape the volume.</p>` +
    '<p>Besides the full mix there is a practice rendition for each voice (soprano, alto, tenor, bass) in which that voice is emphasised and the others sound softly; all renditions are matched in loudness.</p>' +
    '<p>The four voices are also kept apart: in the player’s mixer each voice can be made louder or softer, muted or soloed.</p>' +
    (v.changes ? `<p>${v.changes.en}</p>` : '');
  void ed;
  return { de, en };
}

async function buildEdition(ed: EditionSource, tmp: string) {
  for (const v of ed.versions) {
    const dir = join(EDITIONS_DIR, ed.articleId, v.version);
    await rm(dir, { recursive: true, force: true });
    const { parts, hash } = await renderParts(ed, v);
    const preview = previewPlan(parts);
    const base = {
      articleId: ed.articleId,
      version: v.version,
      gitHash: hash,
      title: ed.title,
      ...(ed.subtitle ? { subtitle: ed.subtitle } : {}),
      composers: ed.composers,
      catalogueNumber: ed.catalogueNumber,
      voices: [...VOICES],
      priceCents: ed.priceCents,
      onSale: ed.onSale,
      offer: ed.offer,
      keywords: ed.keywords,
    };
    const about = { aboutWork: ed.aboutWork, aboutRecording: aboutRecording(ed, v, parts) };
    const mixCache = new Map<number, Awaited<ReturnType<typeof audioFor>>>();
    const mixesOf = async (i: number) => {
      let m = mixCache.get(i);
      if (!m) {
        m = await audioFor(parts[i]!.score, tmp, `${ed.articleId}-${v.version}-${i}`);
        mixCache.set(i, m);
      }
      return m;
    };

    const writeSet = async (root: string, isPreview: boolean) => {
      await mkdir(join(root, 'pages'), { recursive: true });
      await mkdir(join(root, 'sync'), { recursive: true });
      await mkdir(join(root, 'audio'), { recursive: true });
      const mParts: EditionPart[] = [];
      for (const [i, p] of parts.entries()) {
        if (isPreview && i > 0) break;
        const pages = [];
        for (const [k, pg] of p.score.pages.entries()) {
          const number = p.firstPage + k;
          if (isPreview && !preview.pages.includes(number)) continue;
          const file = `pages/p${pad2(number)}.svg`;
          await writeFile(join(root, file), globalPageNumber(pg.svg, number));
          pages.push({ number, file, width: pg.width, height: pg.height });
        }
        const sync = syncFor(p, i, isPreview ? preview.durationMs : undefined);
        const syncFile = `sync/part${i}.json`;
        await writeFile(join(root, syncFile), syncJson(sync));
        const audio = {} as EditionPart['audio'];
        const rendered = await mixesOf(i);
        const cut = (samples: Float32Array) =>
          isPreview
            ? trimWithFade(samples, preview.durationMs, PREVIEW_FADE_MS)
            : fadeTail(samples, TAIL_FADE_MS);
        for (const m of rendered.mixes) {
          const file = `audio/part${i}-${m.name}.m4a`;
          await encodeM4a(cut(m.samples), tmp, join(root, file));
          audio[m.name] = file;
          if (!isPreview && i === 0)
            log(`    ${m.name}: make-up gain ${m.makeUpDb >= 0 ? '+' : ''}${m.makeUpDb} dB vs full mix`);
        }
        const voicesFile = `audio/part${i}-voices.m4a`;
        await encodeVoicesM4a(rendered.voices.map(cut), tmp, join(root, voicesFile));
        const voiceTracks = { file: voicesFile, channels: [...VOICE_CHANNELS] };
        mParts.push({
          index: i,
          title: p.title,
          pages,
          durationMs: sync.durationMs,
          sync: syncFile,
          audio,
          voiceTracks,
        });
      }
      const toc = mParts.flatMap((p) =>
        p.pages.length ? [{ title: p.title, part: p.index, page: p.pages[0]!.number }] : [],
      );
      const manifest: EditionManifest = { ...base, parts: mParts, toc, ...about, preview };
      await writeFile(join(root, 'manifest.json'), json(manifest));
    };
    if (!ed.previewOnly) await writeSet(dir, false);
    await writeSet(join(dir, 'preview'), true);
    // The server's screen layouts are made from these (never handed out as files: server/layout/).
    await mkdir(join(dir, 'mei'), { recursive: true });
    for (const [i, p] of parts.entries()) await writeFile(join(dir, 'mei', `part${i}.mei`), p.mei);
    const pages = parts.reduce((a, p) => a + p.score.pages.length, 0);
    log(
      `  ${ed.articleId} ${v.version}: ${parts.length} part(s), ${pages} page(s), ${parts.map((p) => `${(p.score.durationMs / 1000).toFixed(1)}s`).join(' + ')}, preview ${preview.pages.join(',')} / ${(preview.durationMs / 1000).toFixed(1)}s, MIDI vs timemap max ${Math.max(...parts.map((p) => p.score.stats.midiVsTimemapMaxMs))} ms`,
    );
  }
}

async function buildExample(ex: (typeof EXAMPLES)[number], tmp: string) {
  const dir = join(EXAMPLES_DIR, ex.id);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const src = await readFile(join(SCORES, ex.file), 'utf8');
  const score = await renderScore(src, {
    seed: seedFor(ex.id),
    adjustPageHeight: true,
    // An example's `<sb/>` keeps the last system from ending with a lone bar (encoded breaks are
    // taken where the system before is full enough; elsewhere verovio breaks as it would).
    verovio: { pageHeight: 6000, breaks: 'smart' },
  });
  if (score.pages.length !== 1) throw new Error(`${ex.id}: expected 1 page, got ${score.pages.length}`);
  const svg = withoutPageHeader(score.pages[0]!.svg);
  await writeFile(join(dir, 'score.svg'), svg);
  const sync = syncFor({ score, mei: src, title: ex.title, firstPage: 1 }, 0);
  await writeFile(join(dir, 'sync.json'), syncJson(sync));
  const full = (await audioFor(score, tmp, ex.id)).mixes.find((m) => m.name === 'full');
  if (!full) throw new Error('no full mix');
  await encodeM4a(fadeTail(full.samples, TAIL_FADE_MS), tmp, join(dir, 'audio.m4a'));
  const manifest: ExampleManifest = {
    id: ex.id,
    title: ex.title,
    description: ex.description,
    timeSignature: score.meter,
    bpm: score.bpm,
    durationMs: score.durationMs,
    files: { score: 'score.svg', audio: 'audio.m4a', sync: 'sync.json' },
    score: scoreSize(svg),
  };
  await writeFile(join(dir, 'manifest.json'), json(manifest));
  log(
    `  ${ex.id}: ${score.meter}, ${(score.durationMs / 1000).toFixed(1)}s, MIDI vs timemap max ${score.stats.midiVsTimemapMaxMs} ms`,
  );
}

async function writeIndexes() {
  const catalogue: Catalogue = {
    version: 1,
    editions: EDITIONS.map((ed) => ({
      articleId: ed.articleId,
      latestVersion: ed.versions[ed.versions.length - 1]!.version,
      versions: ed.versions.map((v) => v.version),
      title: ed.title,
      composers: ed.composers,
      catalogueNumber: ed.catalogueNumber,
      priceCents: ed.priceCents,
      onSale: ed.onSale,
      offer: ed.offer,
      keywords: ed.keywords,
      previewOnly: ed.previewOnly,
    })),
  };
  await mkdir(EDITIONS_DIR, { recursive: true });
  await writeFile(join(EDITIONS_DIR, 'catalogue.json'), json(catalogue));
  const index: ExampleIndex = {
    version: 1,
    examples: EXAMPLES.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      manifest: `${e.id}/manifest.json`,
    })),
  };
  await mkdir(EXAMPLES_DIR, { recursive: true });
  await writeFile(join(EXAMPLES_DIR, 'index.json'), json(index));
}

async function removeStale() {
  // folders of editions/examples that are no longer configured
  if (existsSync(EDITIONS_DIR)) {
    for (const d of await readdir(EDITIONS_DIR, { withFileTypes: true })) {
      if (d.isDirectory() && !EDITIONS.some((e) => e.articleId === d.name))
        await rm(join(EDITIONS_DIR, d.name), { recursive: true });
      if (d.isDirectory()) {
        const ed = EDITIONS.find((e) => e.articleId === d.name);
        if (ed)
          for (const vd of await readdir(join(EDITIONS_DIR, d.name), { withFileTypes: true }))
            if (vd.isDirectory() && !ed.versions.some((v) => v.version === vd.name))
              await rm(join(EDITIONS_DIR, d.name, vd.name), { recursive: true });
      }
    }
  }
  if (existsSync(EXAMPLES_DIR)) {
    for (const d of await readdir(EXAMPLES_DIR, { withFileTypes: true }))
      if (d.isDirectory() && !EXAMPLES.some((e) => e.id === d.name))
        await rm(join(EXAMPLES_DIR, d.name), { recursive: true });
  }
}

async function main() {
  const tmp = await mkdtemp(join(tmpdir(), 'choir-coach-pipeline-'));
  const t0 = Date.now();
  try {
    log(
      `choir-coach content pipeline: ${SAMPLE_RATE} Hz render, GM program ${GM_PROGRAM + 1}, AAC ${AAC_BITRATE} mono, voices apart ${VOICES_BITRATE} four channels`,
    );
    const eds = EDITIONS.filter((e) => !only || e.articleId === only);
    const exs = EXAMPLES.filter((e) => !only || e.id === only);
    if (only && !eds.length && !exs.length) throw new Error(`--only ${only}: no such edition or example`);
    if (!only) await removeStale();
    log('editions:');
    for (const ed of eds) await buildEdition(ed, tmp);
    log('examples:');
    for (const ex of exs) await buildExample(ex, tmp);
    await writeIndexes();
    log(`built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    if (!noVerify) {
      const ok = await verifyAll({ only, tmp });
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  void relative;
}

await main();
