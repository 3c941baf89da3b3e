// Generates content/editions/ and content/examples/ from the MEI scores in content/scores/.
//   npx tsx content/pipeline/build.ts                 # everything
//   npx tsx content/pipeline/build.ts --only 10002    # one edition (all its versions) or one example id
//   npx tsx content/pipeline/build.ts --no-verify     # skip the checks at the end
// Deterministic: same scores + same tools -> byte-identical output. Idempotent: each edition/example
// folder is rebuilt from scratch; catalogue.json and examples/index.json always list everything.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { L10n } from '../../src/core/contract/api';
import { VOICES } from '../../src/core/contract/constants';
import type { EditionManifest, EditionPart, ExampleManifest } from '../../src/core/contract/edition-format';
import {
  AAC_BITRATE,
  encodeM4a,
  fadeTail,
  GM_PROGRAM,
  mixes,
  renderStems,
  SAMPLE_RATE,
  TAIL_MS,
  trimWithFade,
} from './audio';
import { encodeVoicesM4a, VOICE_CHANNELS, VOICES_BITRATE, voiceChannels } from './audio-voices';
import { faultyMixes } from './ear-training/render';
import {
  type BuiltPart,
  json,
  makeSetFolders,
  PREVIEW_FADE_MS,
  previewPlan,
  syncFor,
  syncJson,
  TAIL_FADE_MS,
  tocOf,
  writePagesAndSync,
} from './edition-files';
import { removeStale, writeIndexes } from './edition-index';
import { scoreSize, withoutPageHeader } from './example-score';
import { type RenderedScore, renderScore } from './score';
import { verifyAll } from './verify';
import { EDITIONS, type EditionSource, type EditionVersion, EXAMPLES } from './works';

const HERE = dirname(fileURLToPath(import.meta.url));
export const CONTENT = join(HERE, '..');
const SCORES = join(CONTENT, 'scores');
const EDITIONS_DIR = join(CONTENT, 'editions');
const EXAMPLES_DIR = join(CONTENT, 'examples');

const args = process.argv.slice(2);
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args[onlyIdx + 1] : undefined;
const noVerify = args.includes('--no-verify');

const seedFor = (s: string) => 1 + [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 100000, 7);

function log(...a: unknown[]) {
  console.log(...a);
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

/** Renders stems for one score: the 5 mixes (full + emphasis) and the voices apart (the mixer's). */
async function audioFor(score: RenderedScore, tmp: string, tag: string) {
  const stems = await renderStems(score.audioNotes, score.dynamics, score.durationMs + TAIL_MS, tmp, tag);
  return { mixes: mixes(stems), voices: voiceChannels(stems) };
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
  const tFr = same
    ? `noire = ${tempi[0]}`
    : parts.map((p, i) => `n° ${i + 1} noire = ${p.score.bpm}`).join(', ');
  const fr =
    `<p>Cet enregistrement est synthétique\u00a0: la partition a été convertie en MIDI avec Verovio, puis rendue voix par voix avec FluidSynth et la banque de sons General MIDI FluidR3 («\u00a0Voice Oohs\u00a0»). Tempo\u00a0: ${tFr}\u00a0; les points d’orgue sont tenus, les reprises jouées et les nuances règlent le volume.</p>` +
    '<p>Outre le mixage complet, chaque voix (soprano, alto, ténor, basse) a sa version de travail, où elle est mise en avant tandis que les autres sonnent doucement\u00a0; toutes les versions ont la même intensité sonore.</p>' +
    '<p>Les quatre voix existent aussi séparément\u00a0: dans la table de mixage du lecteur, chacune peut être rendue plus forte ou plus douce, coupée ou mise en solo.</p>' +
    (v.changes?.fr ? `<p>${v.changes.fr}</p>` : '');
  void ed;
  return { de, en, fr };
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
      await makeSetFolders(root);
      const mParts: EditionPart[] = [];
      for (const [i, p] of parts.entries()) {
        if (isPreview && i > 0) break;
        const { pages, sync, syncFile } = await writePagesAndSync(
          root,
          p,
          i,
          isPreview ? preview : undefined,
        );
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
      const toc = tocOf(mParts);
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
    // Verovio fits the page to the music before it justifies the systems, which then spread below
    // the page's end: the last system's bass staff and lyrics were cut off (issue 40). An example's
    // `<sb/>` keeps the last system from ending with a lone bar (encoded breaks are taken where the
    // system before is full enough; elsewhere verovio breaks as it would).
    verovio: { pageHeight: 6000, justifyVertically: false, breaks: 'smart' },
  });
  if (score.pages.length !== 1) throw new Error(`${ex.id}: expected 1 page, got ${score.pages.length}`);
  const svg = withoutPageHeader(score.pages[0]!.svg);
  await writeFile(join(dir, 'score.svg'), svg);
  const sync = syncFor({ score, mei: src, title: ex.title, firstPage: 1 }, 0);
  await writeFile(join(dir, 'sync.json'), syncJson(sync));
  // The full mix and one mix per voice emphasised, as an edition's part has them.
  // An ear-training example sounds with its planted fault (ear-training/, decision 0049).
  const renditions = ex.fault
    ? await faultyMixes(score, ex.fault, tmp, ex.id, log)
    : (await audioFor(score, tmp, ex.id)).mixes;
  const fileOf = (name: string) => (name === 'full' ? 'audio.m4a' : `audio-${name}.m4a`);
  for (const mix of renditions)
    await encodeM4a(fadeTail(mix.samples, TAIL_FADE_MS), tmp, join(dir, fileOf(mix.name)));
  if (!renditions.some((mix) => mix.name === 'full')) throw new Error('no full mix');
  const manifest: ExampleManifest = {
    id: ex.id,
    title: ex.title,
    description: ex.description,
    timeSignature: score.meter,
    bpm: score.bpm,
    durationMs: score.durationMs,
    ...(ex.fault ? { fault: ex.fault } : {}),
    files: {
      score: 'score.svg',
      audio: 'audio.m4a',
      sync: 'sync.json',
      voices: Object.fromEntries(
        VOICES.map((voice) => [voice, fileOf(voice)]),
      ) as ExampleManifest['files']['voices'],
    },
    score: scoreSize(svg),
  };
  await writeFile(join(dir, 'manifest.json'), json(manifest));
  log(
    `  ${ex.id}: ${score.meter}, ${(score.durationMs / 1000).toFixed(1)}s, MIDI vs timemap max ${score.stats.midiVsTimemapMaxMs} ms`,
  );
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
    if (!only) await removeStale(EDITIONS_DIR, EXAMPLES_DIR, EDITIONS, EXAMPLES);
    log('editions:');
    for (const ed of eds) await buildEdition(ed, tmp);
    log('examples:');
    for (const ex of exs) await buildExample(ex, tmp);
    await writeIndexes(EDITIONS_DIR, EXAMPLES_DIR, EDITIONS, EXAMPLES);
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
