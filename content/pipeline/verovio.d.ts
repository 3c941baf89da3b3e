// Minimal typings for the parts of verovio 6.3 that the pipeline uses (the package ships no .d.ts).
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

declare module 'verovio/esm' {
  export interface TimemapEntry {
    tstamp: number;
    qstamp: number;
    tempo?: number;
    measureOn?: string;
    on?: string[];
    off?: string[];
    restsOn?: string[];
    restsOff?: string[];
  }
  export class VerovioToolkit {
    constructor(module: unknown);
    getVersion(): string;
    setOptions(options: Record<string, unknown>): void;
    loadData(data: string): boolean;
    loadZipDataBase64(data: string): boolean;
    getPageCount(): number;
    renderToSVG(page: number): string;
    renderToMIDI(): string;
    renderToTimemap(options?: Record<string, unknown>): TimemapEntry[];
    getMEI(options?: Record<string, unknown>): string;
    getPageWithElement(id: string): number;
    /** A note's MIDI values: `pitch` is the sounding MIDI number (an octave-treble clef included). */
    getMIDIValuesForElement(id: string): { pitch: number; time: number; duration: number };
    getLog(): string;
  }
}
