// One score (one MEI file = one part): verovio rendering, structure analysis, performance timeline,
// sync map and the per-voice note events for the audio.

import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';
import type { Voice } from '../../src/core/contract/api';
import type { SyncMap } from '../../src/core/contract/edition-format';
import { type AudioNote, audioNotesFromMidi, type MidiVsTimemap } from './audio-notes';
import { type DynPoint, voiceDynamics } from './dynamics';
import { analyse } from './mei-structure';
import { parseMidi } from './midi';
import { type PerformanceTimeline, performanceTimeline } from './performance-timeline';
import { syncMap } from './sync-map';
import { outlineTextGlyphs } from './text-glyphs';

let verovioModule: Promise<unknown> | null = null;
async function newToolkit(): Promise<VerovioToolkit> {
  verovioModule ??= createVerovioModule();
  return new VerovioToolkit(await verovioModule);
}

/** Layout: verovio lays out in page units; the SVG viewBox is page * scale / 100. */
export const LAYOUT = {
  pageWidth: 2100,
  pageHeight: 2970,
  scale: 45,
  unit: 12, // bigger staff than verovio's default 9: readable on a tablet, 2+ pages per work
  spacingStaff: 8,
  justifyVertically: true,
};

export interface ScoreOptions {
  seed: number; // xmlIdSeed for elements without xml:id in the source
  adjustPageHeight?: boolean; // examples: crop the page to the music
  verovio?: Record<string, unknown>; // per-score overrides
}

/** A rendered score: its sync map's bars (page numbers local, 1-based within this score), notes and length. */
export interface RenderedScore extends Pick<SyncMap, 'bars' | 'voices' | 'durationMs'> {
  pages: { svg: string; width: number; height: number }[];
  audioNotes: AudioNote[];
  dynamics: Record<Voice, DynPoint[]>;
  meter: string;
  bpm: number;
  stats: MidiVsTimemap;
  /** fermata holds on the performance timeline (the alignment's test renditions hold them longer) */
  holds: PerformanceTimeline['holds'];
}

export async function renderScore(meiSource: string, opts: ScoreOptions): Promise<RenderedScore> {
  const tk = await newToolkit();
  tk.setOptions({
    ...LAYOUT,
    xmlIdSeed: opts.seed,
    expandNever: true, // timemap + MIDI in written order; we unroll repeats ourselves
    svgViewBox: true,
    svgFormatRaw: true,
    footer: 'none',
    header: 'auto',
    breaks: 'auto',
    adjustPageHeight: !!opts.adjustPageHeight,
    ...(opts.verovio ?? {}),
  });
  if (!tk.loadData(meiSource)) throw new Error(`verovio could not load the score: ${tk.getLog()}`);
  const mei = tk.getMEI();
  const structure = analyse(mei);
  const { measures, notes, meterCount, meterUnit, bpm } = structure;

  // ---- pages
  const pages: RenderedScore['pages'] = [];
  const pageCount = tk.getPageCount();
  for (let p = 1; p <= pageCount; p++) {
    const svg = outlineTextGlyphs(tk.renderToSVG(p));
    const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    if (!vb) throw new Error('SVG without viewBox');
    pages.push({ svg, width: Number(vb[1]), height: Number(vb[2]) });
  }
  const measurePage = new Map<string, number>();
  for (const m of measures) measurePage.set(m.id, tk.getPageWithElement(m.id));

  // ---- written-order timing, performance order, fermatas
  const timeline = performanceTimeline(
    structure,
    tk.renderToTimemap({ includeMeasures: true, includeRests: true }),
  );

  // ---- sync map
  const pitchOf = (id: string) => tk.getMIDIValuesForElement(id).pitch;
  const { bars, voices, durationMs } = syncMap(notes, timeline, measurePage, pitchOf);

  // ---- audio notes from verovio's MIDI (written order) placed on the performance timeline
  const midi = parseMidi(Uint8Array.from(Buffer.from(tk.renderToMIDI(), 'base64')));
  const audio = audioNotesFromMidi(midi, notes, timeline, voices, pitchOf, structure.staffVoices);

  // ---- dynamics (per voice level curve on the performance timeline)
  const dynamics = voiceDynamics(structure, timeline, audio.notes);

  const meter = `${meterCount}/${meterUnit}`;
  return {
    pages,
    bars,
    voices,
    durationMs,
    audioNotes: audio.notes,
    dynamics,
    meter,
    bpm,
    stats: audio.stats,
    holds: timeline.holds,
  };
}
