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

/** Signed links to renderings name them under this prefix of `/api/files/` (read from the cache folder). */
export const LAYOUT_FILES = 'screen-layouts/';

/** One rendering as a file of a download: where the device keeps it, and where the cache has it. */
export interface LayoutFile {
  /** In the download: `layouts/{width}x{height}-s{staff}/part{n}.json`. */
  path: string;
  /** In the cache folder (what a signed link to it covers, under `screen-layouts/`). */
  cachePath: string;
  size: number;
  sha256: string;
}

export interface ScreenLayouts {
  /** A rendering made before, or null. */
  cached(request: LayoutRequest): Promise<CachedLayout | null>;
  /** The part asked for, from the cache or laid out (all parts of the version at that size). */
  render(request: LayoutRequest): Promise<CachedLayout>;
  /**
   * Every part of the full edition laid out at each size, as files of a download; `beforeRendering`
   * runs before a size that is not in the cache is laid out (the caller's limit).
   */
  files(
    edition: { articleId: string; version: string },
    sizes: readonly LayoutSize[],
    beforeRendering: () => Promise<void>,
  ): Promise<LayoutFile[]>;
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

  async function render(request: LayoutRequest): Promise<CachedLayout> {
    const made = await deps.cache.read(partKey(request));
    if (made) return made;
    const key = groupKey(request);
    let job = running.get(key);
    if (!job) {
      job = queue.run(() => renderAll(request)).finally(() => running.delete(key));
      running.set(key, job);
    }
    await job;
    const now = await deps.cache.read(partKey(request));
    if (!now) throw new NoSuchPartError(`${request.articleId} has no part ${request.part}`);
    return now;
  }

  return {
    cached: (request) => deps.cache.read(partKey(request)),
    render,
    async files(edition, sizes, beforeRendering) {
      const files: LayoutFile[] = [];
      for (const size of sizes) {
        const first = { ...edition, preview: false, part: 0, size };
        if (!(await deps.cache.read(partKey(first)))) await beforeRendering();
        const made = await render(first);
        const parts = (JSON.parse(new TextDecoder().decode(made.identity)) as ScreenLayout).partPages.length;
        for (let part = 0; part < parts; part++) {
          const request = { ...first, part };
          const layout = part === 0 ? made : await render(request);
          files.push({
            path: `layouts/${size.width}x${size.height}-s${size.staffSize}/part${part}.json`,
            cachePath: deps.cache.relativePath(partKey(request)),
            size: layout.identity.byteLength,
            sha256: layout.sha256,
          });
        }
      }
      return files;
    },
  };
}
