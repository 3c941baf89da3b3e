/**
 * A video lesson's sources and caption tracks from the server. The app's lesson route asks for
 * them as soon as its code is in, while the shell still renders; the lesson's player takes that
 * response once instead of asking after its first render (on a phone the video's still comes about
 * a second sooner). A failed caption call is logged and the video plays without captions
 * (requirements R7.8, R8.15).
 */
import type { Language, SubtitleDto, VideoSourceDto } from '../contract/api';
import type { Core } from '../core';
import { createPrefetchSlot } from '../util/prefetch-slot';

export type VideoSources = [source: VideoSourceDto, tracks: SubtitleDto[]];

type SourcesCore = Pick<Core, 'api' | 'env'>;

/** A response nobody took this long after it was requested is left alone (the user went elsewhere). */
export const EARLY_SOURCES_TAKEN_WITHIN_MS = 30_000;

const prefetched = createPrefetchSlot<SourcesCore, Promise<VideoSources>>(EARLY_SOURCES_TAKEN_WITHIN_MS);
/** The still an early response named, once it is in (read, never taken): the lesson draws it before its player is set up. */
const stills = createPrefetchSlot<SourcesCore, string>(EARLY_SOURCES_TAKEN_WITHIN_MS);

const keyOf = (learnElementId: number, language: Language, bpm?: number) =>
  `${learnElementId}|${language}|${bpm ?? ''}`;

function ask(core: SourcesCore, learnElementId: number, language: Language, bpm?: number) {
  return Promise.all([
    core.api.getVideoSrc(learnElementId, language, bpm),
    core.api.getSubtitles(learnElementId, bpm).catch((error: unknown) => {
      core.env.log('Subtitles could not be loaded; the video plays without captions', error);
      return [] as SubtitleDto[];
    }),
  ]);
}

/** Asks now for the sources the lesson's player will ask for; the response is also the caller's. */
export function askVideoSourcesEarly(
  core: SourcesCore,
  learnElementId: number,
  language: Language,
  bpm?: number,
): Promise<VideoSources> {
  const key = keyOf(learnElementId, language, bpm);
  const at = core.env.now();
  const response = ask(core, learnElementId, language, bpm);
  // An earlier lesson's still is no longer the one to draw.
  stills.drop(core);
  response.then(
    ([source]) => {
      if (source.poster) stills.put(core, key, at, source.poster);
    },
    () => {},
  );
  prefetched.put(core, key, at, response);
  return response;
}

/**
 * The still of the video asked for early, when its response is already in (and as fresh as the
 * response the player would take): the lesson's first render draws it where the video will be,
 * so a phone shows the picture with the lesson instead of after the player's set-up.
 */
export function earlyStill(
  core: SourcesCore,
  learnElementId: number,
  language: Language,
  bpm?: number,
): string | undefined {
  return stills.peek(core, keyOf(learnElementId, language, bpm), core.env.now());
}

/** The sources for the player: the response asked for early when it is for the same video, else a new one. */
export function videoSources(
  core: SourcesCore,
  learnElementId: number,
  language: Language,
  bpm?: number,
): Promise<VideoSources> {
  return (
    prefetched.take(core, keyOf(learnElementId, language, bpm), core.env.now()) ??
    ask(core, learnElementId, language, bpm)
  );
}
