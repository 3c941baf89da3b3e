/**
 * Loads a musical example for the learning pages: its description from a topic kept on this device
 * or else from the server, and the texts of its score and sync map (public files: plain fetches,
 * they carry no token). The player checks the sync map when it loads the example's part.
 */
import type { Core } from '../core';
import { keptExample } from '../offline/kept-media';
import { exampleApi } from './example-api';
import type { LoadedExample } from './example-edition';

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
  const text = async (url: string, what: string) => {
    const response = await fetchText(url);
    if (!response.ok) throw new Error(`${what} answered ${response.status}`);
    return response.text();
  };
  const [svg, syncText] = await Promise.all([
    text(example.score.src, 'Score'),
    text(example.sync, 'Sync map'),
  ]);
  return { example, svg, syncText };
}
