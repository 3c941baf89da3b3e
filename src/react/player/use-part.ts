import { useEffect, useState } from 'react';
import type { EditionSource } from '../../core/editions/edition-source';
import type { EditionManifest, SyncMap } from '../../core/editions/format';
import { prepareSvg, type ScorePage } from './score-view';

export interface LoadedPart {
  index: number;
  sync: SyncMap;
  pages: ScorePage[];
}

export type PartState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | ({ status: 'ready' } & LoadedPart);

/** Loads one part: its sync map and every page (a part has a few pages of 40-140 KB each). */
export function usePart(
  source: EditionSource,
  manifest: EditionManifest,
  index: number,
  attempt: number,
): PartState {
  const [state, setState] = useState<PartState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads after an error.
  useEffect(() => {
    const part = manifest.parts[index];
    if (!part) return;
    let current = true;
    setState({ status: 'loading' });
    (async () => {
      const [sync, ...pages] = await Promise.all([
        source.text(part.sync).then((text) => JSON.parse(text) as SyncMap),
        ...part.pages.map(async (page) => ({
          number: page.number,
          svg: prepareSvg(await source.text(page.file), page.number),
        })),
      ]);
      return { index, sync: sync as SyncMap, pages: pages as ScorePage[] };
    })().then(
      (loaded) => current && setState({ status: 'ready', ...loaded }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [source, manifest, index, attempt]);
  return state;
}

/** The size of an element, followed as it changes. */
export function useElementSize(): [(node: HTMLElement | null) => void, { width: number; height: number }] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, size];
}
