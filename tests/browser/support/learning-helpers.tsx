/** Shared helpers of the learning browser tests: the real course, a stubbed API, a fake session. */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import topic00 from '../../../content/course/topic-00.json';
import topic01 from '../../../content/course/topic-01.json';
import topic02 from '../../../content/course/topic-02.json';
import topic03 from '../../../content/course/topic-03.json';
import topic04 from '../../../content/course/topic-04.json';
import topic05 from '../../../content/course/topic-05.json';
import topic06 from '../../../content/course/topic-06.json';
import topic07 from '../../../content/course/topic-07.json';
import topic08 from '../../../content/course/topic-08.json';
import topic09 from '../../../content/course/topic-09.json';
import topic10 from '../../../content/course/topic-10.json';
import topic11 from '../../../content/course/topic-11.json';
import type { CourseTopic } from '../../../server/content/course';
import type { SubtitleDto, TopicArt, TopicDto, VideoSourceDto } from '../../../src/core/contract/api';
import { learningState } from '../../../src/core/learning/learning-state';
import { getCore } from '../../../src/core/page-core';
import type { Navigation } from '../../../src/react/hooks/use-navigation';
import { ElementRoot } from '../../../src/react/styles/element-root';
import { courseToTopics } from '../../unit/support/learning-dto';

export { eventually, idle, waitFor } from './practice-helpers';

const COURSE = [
  topic00,
  topic01,
  topic02,
  topic03,
  topic04,
  topic05,
  topic06,
  topic07,
  topic08,
  topic09,
  topic10,
  topic11,
] as unknown as CourseTopic[];

/** The real course as the API sends it to a user holding these licence arts. */
export function topics(arts: TopicArt[] = ['CC', 'SE']): TopicDto[] {
  return courseToTopics(COURSE, arts);
}

export const USER = {
  id: 'u1',
  username: 'Clara Conductor',
  email: 'conductor@example.com',
  firstName: 'Clara',
  lastName: 'Conductor',
};

export const API = '/fake-api';

export type FakeRoute = (
  url: URL,
  init?: RequestInit,
) => Response | undefined | Promise<Response | undefined>;

/** Replaces `fetch`: answers from `route`, 404 otherwise; records every URL. Returns a restore function. */
export function stubFetch(route: FakeRoute): { requests: string[]; restore: () => void } {
  const real = window.fetch;
  const requests: string[] = [];
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    requests.push(url.pathname + url.search);
    const answer = await route(url, init);
    return answer ?? Response.json({ error: 'not-found', message: 'no fake route' }, { status: 404 });
  };
  return {
    requests,
    restore: () => {
      window.fetch = real;
    },
  };
}

/** The list as `?bodies=none` has it: the outline, every lesson text empty. */
export function outlineOf(list: TopicDto[]): TopicDto[] {
  return list.map((topic) => ({
    ...topic,
    modules: topic.modules.map((module) => ({
      ...module,
      learnElements: module.learnElements.map((element) => ({ ...element, body: { de: '', en: '' } })),
    })),
  }));
}

/**
 * The common API answers: topics for the given arts (the outline for `?bodies=none`, a topic with
 * its texts at `/topics/{id}`), no purchases, empty settings.
 */
export function courseApi(arts: TopicArt[] = ['CC', 'SE'], extra: FakeRoute = () => undefined): FakeRoute {
  const list = topics(arts);
  const outline = outlineOf(list);
  return async (url, init) => {
    const own = await extra(url, init);
    if (own) return own;
    if (url.pathname === `${API}/topics`)
      return Response.json(url.searchParams.get('bodies') === 'none' ? outline : list);
    const topicId = url.pathname.startsWith(`${API}/topics/`) && /\/(\d+)$/.exec(url.pathname)?.[1];
    const one = topicId && list.find((each) => each.topicId === Number(topicId));
    if (one) return Response.json(one);
    if (url.pathname === `${API}/purchases`) return Response.json([]);
    if (url.pathname === `${API}/auth/usersettings`) return Response.json({});
    return undefined;
  };
}

/** Lesson 14's practice video as the API describes it (its files are not there: nothing plays). */
export const LESSON_VIDEO: VideoSourceDto = {
  learnElementId: 14,
  language: 'en',
  poster: `${location.origin}/nothing/poster.jpg`,
  durationMs: 12000,
  beats: 2,
  bpm: 60,
  beatTimesMs: [1500, 2500, 3500],
  sources: [
    { src: `${location.origin}/nothing/720.mp4`, type: 'video/mp4', size: 720 },
    { src: `${location.origin}/nothing/360.mp4`, type: 'video/mp4', size: 360 },
  ],
};

export const LESSON_TRACKS: SubtitleDto[] = (['de', 'en', 'fr', 'it'] as const).map((language) => ({
  language,
  label: language,
  src: `${location.origin}/nothing/${language}.vtt`,
}));

/** The course API with lesson 14's video; its captions in four languages, none, or failing. */
export function videoLessonApi(captions: 'ok' | 'none' | 'fail'): FakeRoute {
  return courseApi(['CC', 'SE'], (url) => {
    if (url.pathname === `${API}/topics/14/videoSrc`) return Response.json(LESSON_VIDEO);
    if (url.pathname !== `${API}/topics/14/subtitles`) return undefined;
    if (captions === 'fail') return Response.json({ error: 'x' }, { status: 500 });
    return Response.json(captions === 'ok' ? LESSON_TRACKS : []);
  });
}

/** A fresh session state on the page's core: signed in as Clara (or signed out), no progress. */
export function resetCore(signedIn: boolean) {
  const core = getCore();
  core.configure({ apiBase: API, shopUrl: 'https://shop.test/' });
  core.auth.token.value = signedIn ? 'token' : null;
  core.auth.user.value = signedIn ? USER : null;
  core.auth.learnElementMetadata.value = [];
  core.auth.currentLearnElementId.value = null;
  core.auth.settings.value = { ...core.auth.settings.value, library: [], language: 'en' };
  core.purchases.clear();
  core.playerSettings.reset();
  core.topics.list.value = [];
  core.topics.throttle.reset();
  learningState(core).texts.reset();
  core.sync.hold(null);
  void core.i18n.changeLanguage('en');
  core.language.value = 'en';
  return core;
}

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders a screen into a shadow root with the element root (styles, texts); navigation is recorded. */
export function mountScreen(screen: ReactNode): {
  host: HTMLElement;
  shadow: ShadowRoot;
  navigations: string[];
} {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const navigations: string[] = [];
  const navigation: Navigation = { navigate: (path) => void navigations.push(path), href: (path) => path };
  const root = createRoot(shadow);
  root.render(
    <ElementRoot container={shadow} navigation={navigation}>
      {screen}
    </ElementRoot>,
  );
  mounted.push({ root, host });
  return { host, shadow, navigations };
}

export function unmountAll() {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
}

export function text(node: ParentNode | null | undefined): string {
  return (node as Element | null)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
