/**
 * Loads a musical example for the learning pages: its description from a topic kept on this device
 * or else from the server, the score's SVG markup and the sync map of its recording.
 */
import type { ExampleDto } from '../contract/api';
import type { SyncMap } from '../contract/edition-format';
import type { Core } from '../core';
import { keptExample } from '../offline/kept-media';
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
  const fromServer = api.getExample(learnElementId);
  fromServer.catch(() => undefined); // awaited below unless a cached copy plays
  // A topic kept on this device plays from its files at once, without waiting for a network that
  // may be down or silent (asked in parallel, so nothing waits when it is not kept).
  const kept = await keptExample(core, learnElementId);
  if (kept) keep(kept.release);
  const example = kept?.value ?? (await fromServer);
  const [svg, sync] = await Promise.all([
    fetchText(example.score.src).then((response) => {
      if (!response.ok) throw new Error(`Score answered ${response.status}`);
      return response.text();
    }),
    api.getSync(example.sync),
  ]);
  return { example, svg, sync };
}
