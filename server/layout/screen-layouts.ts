/**
 * Screen layouts of an edition version: its MEI per part (`mei/partN.mei`, kept beside the version by
 * content/pipeline) laid out by Verovio for a page size and staff size. One rendering lays out every
 * part of the version (the player numbers screen pages over all parts, as printed ones are) and
 * keeps each part's response on disk; a preview lays out only the bars of its printed pages. At most
 * `limits.concurrency` renderings run at once in a worker thread, a few wait; the same rendering
 * asked for twice at once is made once.
 */
import { readFile } from 'node:fs/promises';
import type { LayoutSize, ScreenLayout } from '../../src/core/contract/screen-layout';
import { type EditionLibrary, editionSourcePath } from '../content/editions';
import { log } from '../log';
import { createWorkQueue, type WorkQueueLimits } from '../work-queue';
import type { CachedLayout, LayoutCache } from './layout-cache';
import {
  measureIds,
  previewSelection,
  RENDERING_VERSION,
  samePageHeight,
  verovioOptions,
} from './layout-options';
import type { VerovioThread } from './verovio-thread';

export interface LayoutRequest {
  articleId: string;
  version: string;
  preview: boolean;
  part: number;
  size: LayoutSize;
}

/** The edition has no such part (or no MEI for it): nothing to lay out. */
export class NoSuchPartError extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'NoSuchPartError';
  }
}

export interface ScreenLayouts {
  /** A rendering made before, or null. */
  cached(request: LayoutRequest): Promise<CachedLayout | null>;
  /** Lays the version out at the size (all its parts) and gives the part asked for. */
  render(request: LayoutRequest): Promise<CachedLayout>;
}

export interface ScreenLayoutDeps {
  contentDir: string;
  editions: EditionLibrary;
  cache: LayoutCache;
  thread: VerovioThread;
  limits: WorkQueueLimits;
}

const groupKey = ({ articleId, version, preview, size }: LayoutRequest) =>
  `${articleId}/${version}/${preview ? 'preview' : 'full'}/r${RENDERING_VERSION}-${size.width}x${size.height}-s${size.staffSize}`;
const partKey = (request: LayoutRequest) => `${groupKey(request)}/part${request.part}`;

export function createScreenLayouts(deps: ScreenLayoutDeps): ScreenLayouts {
  const queue = createWorkQueue('screen layout', deps.limits);
  const running = new Map<string, Promise<void>>();

  const readSource = async (request: LayoutRequest, relative: string) => {
    const file = editionSourcePath(deps.contentDir, deps.editions, request, relative);
    if (!file) throw new NoSuchPartError(`No ${relative} in ${request.articleId} ${request.version}`);
    return readFile(file, 'utf8').catch(() => {
      throw new NoSuchPartError(`No ${relative} in ${request.articleId} ${request.version}`);
    });
  };

  /** How many parts the version has (the preview: one), and a preview's bars. */
  async function plan(request: LayoutRequest) {
    const manifestPath = request.preview ? 'preview/manifest.json' : 'manifest.json';
    const manifest = JSON.parse(await readSource(request, manifestPath)) as {
      parts: { pages: { file: string }[] }[];
    };
    if (!request.preview) return { parts: manifest.parts.length, selection: undefined };
    const pages = await Promise.all(
      (manifest.parts[0]?.pages ?? []).map((page) => readSource(request, `preview/${page.file}`)),
    );
    const selection = previewSelection(pages);
    if (!selection) throw new NoSuchPartError(`The preview of ${request.articleId} shows no bars`);
    return { parts: 1, selection };
  }

  async function renderAll(request: LayoutRequest) {
    const { parts, selection } = await plan(request);
    if (request.part >= parts) throw new NoSuchPartError(`${request.articleId} has no part ${request.part}`);
    const options = verovioOptions(request.size);
    const rendered: string[][] = [];
    let ms = 0;
    for (let part = 0; part < parts; part++) {
      const mei = await readSource(request, `mei/part${part}.mei`);
      const result = await deps.thread.layout({
        docKey: `${request.articleId}/${request.version}/part${part}${selection ? '/preview' : ''}`,
        mei,
        options,
        ...(selection ? { selection } : {}),
      });
      ms += result.ms;
      rendered.push(result.pages);
    }
    const partPages = rendered.map((pages) => pages.length);
    for (const [part, drawn] of rendered.entries()) {
      const { pages, height } = samePageHeight(drawn, request.size);
      const body: ScreenLayout = {
        articleId: request.articleId,
        version: request.version,
        part,
        preview: request.preview,
        ...request.size,
        height,
        partPages,
        pages: pages.map((svg) => ({ svg, measures: measureIds(svg) })),
      };
      await deps.cache.write(partKey({ ...request, part }), JSON.stringify(body));
    }
    log.info('Screen layout rendered', { layout: groupKey(request), parts, ms: Math.round(ms) });
  }

  return {
    cached: (request) => deps.cache.read(partKey(request)),
    async render(request) {
      const key = groupKey(request);
      let job = running.get(key);
      if (!job) {
        job = queue.run(() => renderAll(request)).finally(() => running.delete(key));
        running.set(key, job);
      }
      await job;
      const made = await deps.cache.read(partKey(request));
      if (!made) throw new NoSuchPartError(`${request.articleId} has no part ${request.part}`);
      return made;
    },
  };
}
