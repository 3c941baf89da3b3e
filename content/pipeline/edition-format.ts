// Types of the files that content/pipeline writes to content/editions/ and content/examples/.
// Documented in content/editions/README.md. All paths inside a manifest are relative to the folder
// that holds that manifest.json (the version folder, or its preview/ folder).

export type L10n = { de: string; en: string };
export type Voice = 'soprano' | 'alto' | 'tenore' | 'basso';
export const VOICES: readonly Voice[] = ['soprano', 'alto', 'tenore', 'basso'];

export interface Composer {
  name: string;
  born: number;
  died: number;
  role: L10n; // e.g. { de: 'Melodie', en: 'Tune' }, { de: 'Text', en: 'Words' }
}

export interface EditionPage {
  number: number; // 1-based, global over all parts of the edition
  file: string; // e.g. "pages/p01.svg"
  width: number; // SVG viewBox width (user units)
  height: number; // SVG viewBox height
}

export interface AudioRenditions {
  full: string;
  soprano: string;
  alto: string;
  tenore: string;
  basso: string;
}

export interface EditionPart {
  index: number; // 0-based
  title: L10n;
  pages: EditionPage[];
  durationMs: number; // end of the last performed bar (audio files carry ~1.2 s of reverb tail after it)
  sync: string; // e.g. "sync/part0.json" -> SyncMap
  audio: AudioRenditions;
}

export interface TocEntry {
  title: L10n;
  part: number; // part index
  page: number; // global page number
}

export interface EditionManifest {
  articleId: string;
  version: string; // semver, e.g. "1.1.0"
  gitHash: string; // first 7 hex of sha1 over the source MEI file(s)
  title: L10n;
  subtitle?: L10n;
  composers: Composer[];
  catalogueNumber: string; // raw digits, e.g. "4010100"
  voices: Voice[];
  priceCents: number;
  onSale: boolean;
  offer: boolean;
  keywords: { de: string[]; en: string[] };
  parts: EditionPart[];
  toc: TocEntry[];
  aboutWork: L10n; // HTML, <p> only
  aboutRecording: L10n; // HTML, <p> only
  preview: { pages: number[]; durationMs: number };
}

/** One performed bar. Bars that are repeated appear once per performance, in performance order. */
export interface SyncBar {
  index: number; // 0-based position in performance order
  measureId: string; // id of the <g class="measure"> element in the page SVG
  n: string; // printed bar number / label ("0" = pickup bar)
  page: number; // global 1-based page number that shows this measure
  startMs: number;
  endMs: number;
}

export interface SyncNote {
  id: string; // id of the <g class="note"> element in the page SVG
  startMs: number;
  endMs: number;
}

export interface SyncMap {
  version: 1;
  part: number;
  durationMs: number;
  bars: SyncBar[];
  voices: Record<Voice, SyncNote[]>; // sorted by startMs; a repeated note id appears once per performance
}

export interface CatalogueEntry {
  articleId: string;
  latestVersion: string;
  versions: string[]; // ascending
  title: L10n;
  composers: Composer[];
  catalogueNumber: string;
  priceCents: number;
  onSale: boolean;
  offer: boolean;
  keywords: { de: string[]; en: string[] };
  previewOnly: boolean; // true: only {articleId}/{version}/preview/ exists
}

export interface Catalogue {
  version: 1;
  editions: CatalogueEntry[];
}

export interface ExampleManifest {
  id: string;
  title: L10n;
  description: L10n;
  timeSignature: string; // e.g. "4/4", "6/8", "3+2/4"
  bpm: number; // quarter notes per minute
  durationMs: number;
  files: { score: string; audio: string; sync: string }; // relative to the example folder
  score: { width: number; height: number }; // SVG viewBox size
}

export interface ExampleIndex {
  version: 1;
  examples: { id: string; title: L10n; description: L10n; manifest: string }[];
}
