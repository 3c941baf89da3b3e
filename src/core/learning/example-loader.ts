/**
 * Loads a musical example for the learning pages: its description from the server (or, offline, from
 * a topic kept on this device), the score's SVG markup and the sync map of its recording.
 */
import type { ExampleDto } from '../contract/api';
import type { SyncMap } from '../contract/edition-format';
import type { Core } from '../core';
import { exampleApi } from './example-api';

export interface LoadedExample {
  example: ExampleDto;
  svg: string;
  sync: SyncMap;
}

/**
 * `keep` receives the release of a kept topic's files when the example plays from them; the caller
 * releases them when it no longer shows the example (also after a failed load).
 */
export async function loadExample(
  core: Core,
  learnElementId: number,
  keep: (release: () => void) => void,
): Promise<LoadedExample> {
  const api = exampleApi(core);
  const fetchText = core.env.fetch ?? globalThis.fetch.bind(globalThis);
  /** Offline (or the server out of reach): a topic kept on this device plays from its files. */
  const keptExample = async (error: unknown): Promise<ExampleDto> => {
    const { keptTopicsFor } = await import('../offline/kept-topics');
    const kept = await keptTopicsFor(core)
      .example(learnElementId)
      .catch(() => null);
    if (!kept) throw error;
    keep(kept.release);
    return kept.value;
  };
  const example = await api.getExample(learnElementId).catch(keptExample);
  const [svg, sync] = await Promise.all([
    fetchText(example.score.src).then((response) => {
      if (!response.ok) throw new Error(`Score answered ${response.status}`);
      return response.text();
    }),
    api.getSync(example.sync),
  ]);
  return { example, svg, sync };
}
