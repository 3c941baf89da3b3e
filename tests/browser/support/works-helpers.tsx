/**
 * Helpers of the works and player browser tests: a fake API that serves the real editions (the
 * test runner serves the repository, so `/content/editions/…` are the real files), a session, and
 * mounting a screen into a shadow root.
 */
import type { ComponentType } from 'react';
import catalogueFile from '../../../content/editions/catalogue.json';
import type {
  CatalogueDto,
  CatalogueItemDto,
  DownloadFile,
  DownloadManifestDto,
  EditionFilesDto,
} from '../../../src/core/contract/api';
import { getCore } from '../../../src/core/page-core';
import { composersOf } from '../../../src/core/works/catalogue-search';
import { worksFor } from '../../../src/core/works/works';

import { type FakeRoute, mountScreen, stubFetch, text, USER } from './learning-helpers';
import { waitFor } from './practice-helpers';

export { mountScreen, text, USER, unmountAll } from './learning-helpers';
export { eventually, idle, waitFor } from './practice-helpers';

export const API = '/fake-api';
/** The browser's own fetch, for the fake API's reads of the content (tests replace window.fetch). */
const nativeFetch = window.fetch.bind(window);
const CONTENT = '/content/editions';

type Entry = (typeof catalogueFile.editions)[number];

const SUMMARY: Record<string, Pick<CatalogueItemDto, 'parts' | 'pages' | 'durationMs'>> = {
  '10001': { parts: 1, pages: 2, durationMs: 66_836 },
  '10002': { parts: 3, pages: 6, durationMs: 124_814 },
  '10003': { parts: 1, pages: 2, durationMs: 68_572 },
  '10004': { parts: 1, pages: 1, durationMs: 20_000 },
};

/** The real catalogue as the API answers a user who owns `owned`. */
export function catalogue(
  owned: string[],
  patch: Record<string, Partial<CatalogueItemDto>> = {},
): CatalogueDto {
  const editions = (catalogueFile.editions as Entry[]).map(
    (entry): CatalogueItemDto => ({
      ...(entry as unknown as CatalogueItemDto),
      voices: ['soprano', 'alto', 'tenore', 'basso'],
      ...SUMMARY[entry.articleId]!,
      purchased: owned.includes(entry.articleId),
      previewAvailable: true,
      downloadAvailable: owned.includes(entry.articleId) && !entry.previewOnly,
      ...patch[entry.articleId],
    }),
  );
  return { editions, composers: composersOf(editions), total: editions.length };
}

/** Paths of an edition version's files (the manifest lists them all). */
async function filesOf(articleId: string, version: string, preview: boolean): Promise<string[]> {
  const base = `${CONTENT}/${articleId}/${version}${preview ? '/preview' : ''}`;
  const manifest = (await (await nativeFetch(`${base}/manifest.json`)).json()) as {
    parts: {
      pages: { file: string }[];
      sync: string;
      audio: Record<string, string>;
      voiceTracks?: { file: string };
    }[];
  };
  return [
    'manifest.json',
    ...manifest.parts.flatMap((part) => [
      ...part.pages.map((p) => p.file),
      part.sync,
      ...Object.values(part.audio),
      ...(part.voiceTracks ? [part.voiceTracks.file] : []),
    ]),
  ];
}

async function describeFiles(articleId: string, version: string, preview: boolean): Promise<DownloadFile[]> {
  const base = `${CONTENT}/${articleId}/${version}${preview ? '/preview' : ''}`;
  return Promise.all(
    (await filesOf(articleId, version, preview)).map(async (path) => {
      const bytes = await (await nativeFetch(`${base}/${path}`)).arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
      return {
        path,
        url: `${location.origin}${base}/${path}`,
        size: bytes.byteLength,
        sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''),
      };
    }),
  );
}

export async function streamFiles(
  articleId: string,
  version: string,
  preview: boolean,
): Promise<EditionFilesDto> {
  return {
    articleId,
    version,
    preview,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    files: await describeFiles(articleId, version, preview),
  };
}

export async function downloadManifest(articleId: string, version: string): Promise<DownloadManifestDto> {
  return {
    ...(await streamFiles(articleId, version, false)),
    downloadsUsed: 1,
    downloadLimit: 10,
  };
}

/**
 * Replaces `fetch` (learning-helpers' stub): API calls (under /fake-api) are answered by `route`,
 * everything else (the content files) by the test server.
 */
export function stubApi(route: FakeRoute): { requests: string[]; restore: () => void } {
  return stubFetch(async (url, init) =>
    url.pathname.startsWith(API) ? route(url, init) : nativeFetch(url, init),
  );
}

/** The usual answers: the catalogue for `owned`, purchases, settings, streams and manifests of the real files. */
export function worksApi(owned: string[], extra: FakeRoute = () => undefined, patch = {}): FakeRoute {
  return async (url, init) => {
    const own = await extra(url, init);
    if (own) return own;
    const path = url.pathname.slice(API.length);
    if (path === '/catalogue') return Response.json(catalogue(owned, patch));
    if (path === '/purchases')
      return Response.json(
        owned.map((id) => ({ id, date: '2026-01-01T00:00:00Z', validUntil: '2099-01-01T00:00:00Z' })),
      );
    if (path === '/auth/usersettings') return Response.json({});
    const item = /^\/catalogue\/(\d+)$/.exec(path);
    if (item) {
      const entry = catalogue(owned, patch).editions.find((edition) => edition.articleId === item[1]);
      return entry ? Response.json(entry) : undefined;
    }
    const stream = /^\/catalogue\/(\d+)\/stream\/(true|false)$/.exec(path);
    if (stream) {
      const [, id, preview] = stream;
      const latest = (catalogueFile.editions as Entry[]).find((e) => e.articleId === id)!.latestVersion;
      return Response.json(await streamFiles(id!, latest, preview === 'true'));
    }
    const manifest = /^\/purchases\/(\d+)\/downloadmanifest\/false$/.exec(path);
    if (manifest) {
      const latest = (catalogueFile.editions as Entry[]).find(
        (e) => e.articleId === manifest[1],
      )!.latestVersion;
      return Response.json(await downloadManifest(manifest[1]!, latest));
    }
    return undefined;
  };
}

/** A fresh session on the page's core: signed in as Clara owning `owned` (or signed out). */
export function resetSession(signedIn: boolean, owned: string[] = []) {
  const core = getCore();
  core.configure({ apiBase: API, shopUrl: 'https://shop.test/' });
  core.auth.token.value = signedIn ? 'token' : null;
  core.auth.user.value = signedIn ? USER : null;
  core.purchases.set(
    signedIn
      ? owned.map((id) => ({ id, date: '2026-01-01T00:00:00Z', validUntil: '2099-01-01T00:00:00Z' }))
      : [],
  );
  core.playerSettings.byArticle.value = {};
  core.auth.settings.value = {
    ...core.auth.settings.value,
    language: 'en',
    preferredVoice: '',
    viewportFocusOffset: 0,
    showHighlighter: true,
  };
  void core.i18n.changeLanguage('en');
  core.language.value = 'en';
  worksFor(core).catalogue.value = null;
  return core;
}

/** Removes every edition download and record of earlier tests. */
export async function clearDownloads() {
  for (const name of await caches.keys()) if (name.startsWith('choir-')) await caches.delete(name);
}

/** Renders a screen (with the element root: styles, texts) into a shadow root; optionally of a height. */
export function mount<P extends object>(
  Component: ComponentType<P>,
  props: P,
  options: { height?: number } = {},
): ReturnType<typeof mountScreen> {
  const Screen = Component as ComponentType<object>;
  const mounted = mountScreen(<Screen {...props} />);
  if (options.height) mounted.host.style.height = `${options.height}px`;
  return mounted;
}

/** Adds a custom element to the page with these attributes, and waits until `ready` finds something in it. */
export async function mountElement(
  tag: string,
  attributes: Record<string, string>,
  ready: string,
): Promise<{ element: HTMLElement; found: HTMLElement }> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const found = await waitFor(
    () => element.shadowRoot?.querySelector<HTMLElement>(ready),
    8000,
    `${tag} ${ready}`,
  );
  return { element, found };
}

/** A click that can be cancelled, as a user's click on a link. */
export function cancelableClick(target: Element): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(click);
  return click;
}

/** The button in `root` whose text (or accessible label) is `name`. */
export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => {
    const label = b.getAttribute('aria-label') ?? text(b);
    return typeof name === 'string'
      ? label === name || text(b) === name
      : name.test(label) || name.test(text(b));
  });
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

/** Types into a React-controlled input. */
export function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
