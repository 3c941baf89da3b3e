import { effect } from '@preact/signals-core';
import { learningState } from '../../../core/learning/learning-state';
import { askVideoSourcesEarly } from '../../../core/learning/video-sources';
import { getCore } from '../../../core/page-core';
import type { RouteParams } from '../../../core/routing/routes';

/** The course usually is in (the page asked for it with the bundle); past this the lesson asks itself. */
const COURSE_WAIT_MS = 3000;

/**
 * The app's lesson route, as soon as its code is in: once the course says what the lesson is, a
 * lesson the user may open asks for its topic's texts, a video lesson for its sources
 * (core/learning/video-sources.ts) and the video's still now (the shell's own call for the topics
 * follows its first render: asked here first).
 * Plyr's code is asked for by the player once the still is painted (components/video).
 */
export function prepareLessonRoute(params: RouteParams): void {
  const core = getCore();
  const id = Number(params.learnElementId);
  if (!Number.isInteger(id)) return;
  void core.loadTopics();
  const { course, texts } = learningState(core);
  let stop: (() => void) | undefined;
  const timer = setTimeout(() => stop?.(), COURSE_WAIT_MS);
  stop = effect(() => {
    const element = course.value.place(id)?.element;
    if (!element) return;
    clearTimeout(timer);
    // Disposing from inside its own first run is deferred to after it.
    queueMicrotask(() => stop?.());
    if (!element.access) return;
    // Its text (the page asked for it with the bundle: this takes that response).
    void texts.load(element.topicId);
    if (element.type !== 'video') return;
    const tempi = element.video?.tempi;
    // The tempo the lesson opens with (video-lesson.tsx): its own when it offers several.
    const bpm = tempi && tempi.length >= 2 ? element.video?.bpm : undefined;
    // The still is what a phone shows first: in the HTTP cache by the time the player shows it.
    askVideoSourcesEarly(core, id, core.language.peek(), bpm).then(
      ([source]) => {
        if (!source.poster) return;
        // As the player's <video crossorigin> asks for it, so the cached response is the one it takes.
        const still = new Image();
        still.crossOrigin = 'anonymous';
        still.src = source.poster;
      },
      () => {},
    );
  });
}
