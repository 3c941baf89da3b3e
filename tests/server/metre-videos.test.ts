import { describe, expect, it } from 'vitest';
import { loadVideos } from '../../server/content/videos';
import type { SubtitleDto, TopicDto, TopicOfflineDto, VideoSourceDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, REAL_CONTENT_DIR, testServerForFile } from './helpers';

/** Issue 17: the lessons on fast and asymmetric metres show the metre videos (real course and videos). */
const env = testServerForFile({ videos: loadVideos(REAL_CONTENT_DIR) }, [CONDUCTOR]);

const FAST_SEVEN = 333;
const SEVEN_223 = { beats: 3, bpm: 210, groups: '2+2+3' };

describe('a lesson that names a metre video', () => {
  it('is listed with the metre of its video', async () => {
    const res = await call<TopicDto[]>(env.app, 'GET', '/api/topics', { token: env.tokens[CONDUCTOR] });
    const lesson = res.body
      .flatMap((topic) => topic.modules.flatMap((module) => module.learnElements))
      .find((element) => element.learnElementId === FAST_SEVEN);
    expect(lesson?.video).toEqual({ ...SEVEN_223, tempi: [180, 210, 240] });
  });

  it('plays that video: 7/8 as 2+2+3, three beats per bar at 210 eighths per minute', async () => {
    const res = await call<VideoSourceDto>(env.app, 'GET', `/api/topics/${FAST_SEVEN}/videoSrc?language=fr`, {
      token: env.tokens[CONDUCTOR],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ metre: '7/8', ...SEVEN_223 });
    expect(res.body.sources[0]!.src).toMatch(/\/videos\/pattern-7-223-210-720\.mp4\?/);
    // Three conducted beats per bar from bar 1 (the figure does not conduct the count-in), for at
    // least 30 seconds: the player loops it.
    expect(res.body.beatTimesMs.length % 3).toBe(0);
    expect(res.body.durationMs).toBeGreaterThanOrEqual(30_000);
  });

  it('plays it at another of its tempi, with the captions of that video', async () => {
    const token = env.tokens[CONDUCTOR];
    const res = await call<VideoSourceDto>(env.app, 'GET', `/api/topics/${FAST_SEVEN}/videoSrc?bpm=240`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ metre: '7/8', beats: 3, bpm: 240, groups: '2+2+3' });
    expect(res.body.sources[0]!.src).toMatch(/\/videos\/pattern-7-223-240-720\.mp4\?/);
    const captions = await call<SubtitleDto[]>(
      env.app,
      'GET',
      `/api/topics/${FAST_SEVEN}/subtitles?bpm=180`,
      {
        token,
      },
    );
    expect(captions.body.map((track) => track.src)).toEqual([
      expect.stringMatching(/\/videos\/pattern-7-223-180\.de\.vtt\?/),
      expect.stringMatching(/\/videos\/pattern-7-223-180\.en\.vtt\?/),
      expect.stringMatching(/\/videos\/pattern-7-223-180\.fr\.vtt\?/),
      expect.stringMatching(/\/videos\/pattern-7-223-180\.it\.vtt\?/),
    ]);
  });

  it('has no video at a tempo the lesson does not offer, and says why a tempo is not one', async () => {
    const token = env.tokens[CONDUCTOR];
    const other = await call(env.app, 'GET', `/api/topics/${FAST_SEVEN}/videoSrc?bpm=200`, { token });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({
      error: 'not-found',
      message: 'Learning element 333 has no video at 200 per minute.',
    });
    const standard = await call(env.app, 'GET', '/api/topics/14/videoSrc?bpm=90', { token });
    expect(standard.status).toBe(404);
    const bad = await call(env.app, 'GET', `/api/topics/${FAST_SEVEN}/videoSrc?bpm=fast`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad-request' });
  });

  it('is kept offline with that video and its captions', async () => {
    const res = await call<TopicOfflineDto>(env.app, 'GET', '/api/topics/3/offline?quality=360', {
      token: env.tokens[CONDUCTOR],
    });
    expect(res.status).toBe(200);
    const lesson = res.body.lessons.find((kept) => kept.learnElementId === FAST_SEVEN);
    expect(lesson?.video).toMatchObject({ metre: '7/8', ...SEVEN_223 });
    expect(lesson?.video?.sources.map((source) => source.src)).toEqual(['videos/pattern-7-223-210-360.mp4']);
    expect(lesson?.captions?.map((track) => track.src)).toEqual([
      'videos/pattern-7-223-210.de.vtt',
      'videos/pattern-7-223-210.en.vtt',
      'videos/pattern-7-223-210.fr.vtt',
      'videos/pattern-7-223-210.it.vtt',
    ]);
    const paths = res.body.files.map((file) => file.path);
    expect(paths).toContain('videos/pattern-7-223-210-360.mp4');
  });
});
