import path from 'node:path';
import type { Language } from '../../src/core/contract/api';
import { LANGUAGES } from '../../src/core/contract/constants';
import { type Resolution, resolvePath } from '../../src/core/routing/resolve-path';
import type { Course } from '../content/course';
import type { EditionLibrary } from '../content/editions';
import { readParsed } from './file-cache';

/** `first-view.json` of the build (scripts/build/first-view-manifest.ts): root -> language -> files. */
type FirstViewManifest = Record<string, Record<Language, string[]>>;

/** The lazy area (src/react/shell/route-screens.ts) a route's first path segment shows. */
const AREA_OF_SEGMENT: Record<string, string> = {
  start: 'start',
  dashboard: 'start',
  topic: 'topic',
  learnElement: 'learn-element',
  works: 'works',
  player: 'player',
  search: 'base',
  about: 'base',
  faq: 'base',
  dataprotection: 'base',
  imprint: 'base',
  tools: 'base',
  debug: 'base',
};

/** The area of an app path (`/en/learnElement/0/1/14`), or none for the sign-in page and unknown paths. */
function areaOf(segments: string[]): string | undefined {
  if (segments[0] === 'auth') return segments[1] === 'login' ? undefined : 'base';
  return AREA_OF_SEGMENT[segments[0] ?? ''];
}

/** The language of an app path's locale segment (`/en/start`: en); the app's default (de) without one. */
export function routeLanguage(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : 'de';
}

/** What the app shows first at an app path, after the redirect it makes at once (`/` to the sign-in page). */
export function firstViewOf(pathname: string, language: Language): Resolution {
  const first = resolvePath(pathname, language, true);
  return first.kind === 'redirect' ? resolvePath(first.to, language, true) : first;
}

/**
 * Whether the first view of an app path shows no topics (`topicsLater` in src/core/routing/routes.ts):
 * then the page does not ask for them before the bundle.
 */
export function topicsLater(pathname: string, language: Language): boolean {
  const resolved = firstViewOf(pathname, language);
  return resolved.kind === 'route' && resolved.route.topicsLater === true;
}

/** A GET the first view makes besides the topics, purchases and settings; `{lang}`: the app's language. */
export interface EarlyRequest {
  path: string;
  /** The response names a `poster`: the page loads that still too, before the app shows it. */
  still?: true;
}

/**
 * What the first view of a lesson or the player requests as soon as it knows the page (the page's
 * own script requests it with the bundle, instead of after it). A lesson: its topic's lesson texts (as
 * src/core/learning/topic-texts.ts asks), and a video lesson's sources (with the tempo it opens
 * with, as `prepareLessonRoute` in src/react/learning/lesson/lesson-route.ts asks) and captions; on
 * a phone the video's still then comes with the first view. The player: the edition's catalogue
 * entry, whose title the header shows while the edition opens (src/core/player/edition-heading.ts).
 * Whether the user may read, watch or play it the responses say; a response the app never takes
 * costs only that request.
 */
export function earlyRequests(
  pathname: string,
  language: Language,
  content: { course: Pick<Course, 'element'>; editions: Pick<EditionLibrary, 'find'> },
): EarlyRequest[] {
  const resolved = resolvePath(pathname, language, true);
  if (resolved.kind !== 'route') return [];
  if (resolved.route.name === 'player') {
    const entry = content.editions.find(resolved.params.articleId ?? '');
    return entry ? [{ path: `/api/catalogue/${encodeURIComponent(entry.articleId)}` }] : [];
  }
  if (resolved.route.name !== 'learnElement') return [];
  const id = Number(resolved.params.learnElementId);
  const place = Number.isInteger(id) ? content.course.element(id) : undefined;
  if (!place) return [];
  const texts = { path: `/api/topics/${place.topic.topicId}?lang={lang}` };
  const { element } = place;
  if (element.type !== 'video' || !element.video) return [texts];
  const tempi = element.video.tempi;
  const bpm = tempi && tempi.length >= 2 ? `&bpm=${element.video.bpm}` : '';
  const subtitlesBpm = bpm && `?bpm=${element.video.bpm}`;
  return [
    texts,
    { path: `/api/topics/${id}/videoSrc?language={lang}${bpm}`, still: true },
    { path: `/api/topics/${id}/subtitles${subtitlesBpm}` },
  ];
}

/** The build's manifest, or null when it has none (a build without it still serves the app). */
async function readManifest(distDir: string): Promise<FirstViewManifest | null> {
  try {
    return await readParsed(
      path.join(distDir, 'first-view.json'),
      (text) => JSON.parse(text) as FirstViewManifest,
    );
  } catch {
    return null;
  }
}

/**
 * The modules of the first view of an app path, as `<link rel="modulepreload">` tags carrying the
 * page's nonce: the app element and the route's area with the texts of the path's language, so
 * the browser asks for all of them at once. Empty when the build has no manifest.
 */
export async function firstViewPreloads(distDir: string, pathname: string, nonce: string): Promise<string> {
  const manifest = await readManifest(distDir);
  if (!manifest) return '';
  const language = routeLanguage(pathname);
  const area = areaOf(pathname.split('/').filter(Boolean).slice(1));
  const files = new Set([
    ...(manifest['choir-app']?.[language] ?? []),
    ...(area ? (manifest[`area:${area}`]?.[language] ?? []) : []),
  ]);
  return [...files]
    .map((file) => `<link rel="modulepreload" href="/dist/${file}" nonce="${nonce}" />`)
    .join('\n    ');
}

/** The app bundle's entry (scripts/build/app-bundle.ts): named by its content hash. */
const APP_ENTRY = /^app\/choir-app-[0-9a-f]{8}\.js$/;

/**
 * What the app page loads: the entry of the build's app bundle (its first view in a few files, and
 * cached for good by its hashed name) when it has one, else the autoloader, which revalidates on
 * every visit.
 */
export async function appScript(distDir: string): Promise<string> {
  const entry = Object.values((await readManifest(distDir))?.['choir-app'] ?? {})
    .flat()
    .find((file) => APP_ENTRY.test(file));
  return entry ? `/dist/${entry}` : '/dist/choir-coach.js';
}
