import { describe, expect, it, vi } from 'vitest';
import { createCore } from '../../../src/core/core';
import {
  askVideoSourcesEarly,
  EARLY_SOURCES_TAKEN_WITHIN_MS,
  earlyStill,
  videoSources,
} from '../../../src/core/learning/video-sources';
import { fakeEnvironment } from '../support/fake-environment';

/** The lesson route asks for a video's sources before the player renders (core/learning/video-sources.ts). */

function setUp(subtitles: { status?: number } = {}) {
  const fake = fakeEnvironment(({ url }) => {
    const match = /^\/api\/topics\/(\d+)\/(videoSrc|subtitles)$/.exec(url.pathname);
    if (!match) return undefined;
    if (match[2] === 'subtitles')
      return subtitles.status
        ? { status: subtitles.status, body: { error: 'x', message: '' } }
        : { body: [] };
    return {
      body: {
        learnElementId: Number(match[1]),
        language: url.searchParams.get('language'),
        poster: `/still-${match[1]}.jpg`,
        sources: [],
      },
    };
  });
  const core = createCore(fake.env);
  const asked = (ending: string) => fake.requests.filter((r) => r.url.pathname.endsWith(ending)).length;
  return { fake, core, asked };
}

describe('a video lesson’s sources', () => {
  it('asked for early are the player’s, once; the next player asks again', async () => {
    const { core, asked } = setUp();
    askVideoSourcesEarly(core, 14, 'en');
    await vi.waitFor(() => expect([asked('/14/videoSrc'), asked('/14/subtitles')]).toEqual([1, 1]));
    const [source, tracks] = await videoSources(core, 14, 'en');
    expect(source).toMatchObject({ learnElementId: 14, language: 'en' });
    expect(tracks).toEqual([]);
    expect([asked('/14/videoSrc'), asked('/14/subtitles')]).toEqual([1, 1]);
    await videoSources(core, 14, 'en');
    expect(asked('/14/videoSrc')).toBe(2);
  });

  it('are asked anew for another lesson, language or tempo, or when the player came too late', async () => {
    const other = setUp();
    askVideoSourcesEarly(other.core, 14, 'en');
    await videoSources(other.core, 33, 'en');
    expect([other.asked('/14/videoSrc'), other.asked('/33/videoSrc')]).toEqual([1, 1]);

    const language = setUp();
    askVideoSourcesEarly(language.core, 14, 'en');
    expect((await videoSources(language.core, 14, 'fr'))[0]).toMatchObject({ language: 'fr' });

    const tempo = setUp();
    askVideoSourcesEarly(tempo.core, 14, 'en', 80);
    await videoSources(tempo.core, 14, 'en', 120);
    expect(tempo.asked('/14/videoSrc')).toBe(2);

    const late = setUp();
    askVideoSourcesEarly(late.core, 14, 'en');
    late.fake.advance(EARLY_SOURCES_TAKEN_WITHIN_MS + 1);
    await videoSources(late.core, 14, 'en');
    expect(late.asked('/14/videoSrc')).toBe(2);
  });

  it('name their still once the early answer is in, for that lesson, language and tempo only, while fresh', async () => {
    const { core, fake } = setUp();
    const answer = askVideoSourcesEarly(core, 14, 'en', 80);
    expect(earlyStill(core, 14, 'en', 80)).toBe(undefined);
    await answer;
    expect(earlyStill(core, 14, 'en', 80)).toBe('/still-14.jpg');
    expect([
      earlyStill(core, 33, 'en', 80),
      earlyStill(core, 14, 'fr', 80),
      earlyStill(core, 14, 'en'),
    ]).toEqual([undefined, undefined, undefined]);
    // Another lesson asked for early: the first one's still is not drawn for it.
    const next = askVideoSourcesEarly(core, 33, 'en');
    expect(earlyStill(core, 14, 'en', 80)).toBe(undefined);
    await next;
    fake.advance(EARLY_SOURCES_TAKEN_WITHIN_MS + 1);
    expect(earlyStill(core, 33, 'en')).toBe(undefined);
  });

  it('play without captions when the caption call fails, and say so in the log', async () => {
    const { core, fake } = setUp({ status: 500 });
    askVideoSourcesEarly(core, 14, 'en');
    const [source, tracks] = await videoSources(core, 14, 'en');
    expect(source.learnElementId).toBe(14);
    expect(tracks).toEqual([]);
    expect(fake.logs.some((line) => line.startsWith('Subtitles could not be loaded'))).toBe(true);
  });
});
