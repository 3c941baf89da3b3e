import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourseElement, loadCourse } from '../../server/content/course';
import type { LearnElementDto, SubtitleDto, TopicDto, VideoSourceDto } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  type ContentFixture,
  call,
  createContentFixture,
  EXPIRED,
  FAKE_VIDEO_FILES,
  fakeVideoLibrary,
  login,
  REAL_CONTENT_DIR,
  sha256,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

// The real course (its texts are still being written: only its structure is relied on).
const course = loadCourse(REAL_CONTENT_DIR);
const allElements = course.topics.flatMap((t) => t.modules.flatMap((m) => m.learnElements));
const PREVIEW_ID = 11;
const previewElement = allElements.find((e) => e.learnElementId === PREVIEW_ID);
/** A locked (non-preview) element with a video, and one without a video. */
const videoElement: CourseElement | undefined = allElements.find((e) => e.video && !e.preview);
const noVideoElement = allElements.find((e) => !e.video && !e.preview);

const videos = fakeVideoLibrary();
let fixture: ContentFixture;
let server: TestServer;
let app: TestApp;
let conductor: string;
let expired: string;

beforeAll(async () => {
  fixture = createContentFixture();
  // Content files (captions, posters, videos) come from the fixture; the course is the real one.
  server = await startTestServer({ config: { contentDir: fixture.contentDir }, course, videos });
  app = server.app;
  [conductor, expired] = await Promise.all([login(app, CONDUCTOR), login(app, EXPIRED)]);
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});

const elementsOf = (topics: TopicDto[]): LearnElementDto[] =>
  topics.flatMap((t) => t.modules.flatMap((m) => m.learnElements));
const EMPTY = { de: '', en: '' };

describe('the course content the topic tests rely on', () => {
  it('has topic 0 whose element 11 is the one free preview', () => {
    expect(course.topic(0)).toBeDefined();
    expect(course.element(PREVIEW_ID)?.topic.topicId).toBe(0);
    expect(previewElement?.preview).toBe(true);
    expect(allElements.filter((e) => e.preview).map((e) => e.learnElementId)).toEqual([PREVIEW_ID]);
  });
});

describe('GET /api/topics', () => {
  it('signed out: only the preview element is accessible and locked elements have empty bodies', async () => {
    const res = await call<TopicDto[]>(app, 'GET', '/api/topics');
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.topicId)).toEqual(course.topics.map((t) => t.topicId));
    const elements = elementsOf(res.body);
    expect(elements).toHaveLength(allElements.length);
    expect(elements.filter((e) => e.access).map((e) => e.learnElementId)).toEqual([PREVIEW_ID]);
    for (const element of elements) {
      if (element.access) {
        expect(element.preview).toBe(true);
        expect(element.body.de.length + element.body.en.length).toBeGreaterThan(0);
      } else {
        expect(element.body).toEqual(EMPTY);
        // Headline and teaser stay visible for the no-access message and search.
        expect(element.headline.de.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives every element the ids of its module and topic', async () => {
    const res = await call<TopicDto[]>(app, 'GET', '/api/topics');
    for (const topic of res.body) {
      expect(topic.id).toBe(topic.topicId);
      expect(['CC', 'SE']).toContain(topic.art);
      for (const module of topic.modules) {
        for (const element of module.learnElements) {
          expect(element.topicId).toBe(topic.topicId);
          expect(element.moduleId).toBe(module.moduleId);
        }
      }
    }
  });

  it('conductor (CC and SE licences): access everywhere with the full bodies', async () => {
    const res = await call<TopicDto[]>(app, 'GET', '/api/topics', { token: conductor });
    expect(res.status).toBe(200);
    const elements = elementsOf(res.body);
    expect(elements.every((e) => e.access)).toBe(true);
    const source = new Map(allElements.map((e) => [e.learnElementId, e]));
    for (const element of elements) expect(element.body).toEqual(source.get(element.learnElementId)?.body);
  });

  it('expired licence: like signed out, only the preview', async () => {
    const res = await call<TopicDto[]>(app, 'GET', '/api/topics', { token: expired });
    expect(res.status).toBe(200);
    expect(
      elementsOf(res.body)
        .filter((e) => e.access)
        .map((e) => e.learnElementId),
    ).toEqual([PREVIEW_ID]);
  });

  it('answers 401 for a bad token', async () => {
    expect((await call(app, 'GET', '/api/topics', { token: 'nope' })).status).toBe(401);
  });
});

describe('GET /api/topics/{id}', () => {
  it('answers one topic with access per user', async () => {
    const signedOut = await call<TopicDto>(app, 'GET', '/api/topics/0');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toMatchObject({ topicId: 0, id: 0 });
    expect(signedOut.body.modules.length).toBe(course.topic(0)!.modules.length);
    const preview = elementsOf([signedOut.body]).find((e) => e.learnElementId === PREVIEW_ID);
    expect(preview?.access).toBe(true);

    const licensed = await call<TopicDto>(app, 'GET', '/api/topics/0', { token: conductor });
    expect(elementsOf([licensed.body]).every((e) => e.access)).toBe(true);
  });

  it('answers 404 for an unknown topic', async () => {
    const res = await call(app, 'GET', '/api/topics/9999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not-found');
  });

  it('answers 400 with a field message for "abc", a negative or a fractional id', async () => {
    for (const id of ['abc', '-1', '1.5', '%20', '1e3', '0x10', '+2']) {
      const res = await call(app, 'GET', `/api/topics/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.fields?.['param.id'], id).toBeTruthy();
    }
  });
});

describe('GET /api/topics/{learnElementId}/subtitles', () => {
  it('answers the de, en, fr and it tracks of a video element', async (context) => {
    if (!videoElement) return context.skip('the loaded course has no video element yet');
    const res = await call<SubtitleDto[]>(
      app,
      'GET',
      `/api/topics/${videoElement.learnElementId}/subtitles`,
      { token: conductor },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.language)).toEqual(['de', 'en', 'fr', 'it']);
    expect(res.body.find((t) => t.language === 'fr')?.label).toBe('Français');
    for (const track of res.body) {
      expect(track.label.length).toBeGreaterThan(0);
      expect(track.src).toMatch(
        new RegExp(`/api/files/videos/fake\\.${track.language}\\.vtt\\?expires=\\d+&signature=[\\w-]+$`),
      );
    }
    // Captions are the lesson's content: through the signed link only, never as public content.
    const en = new URL(res.body.find((t) => t.language === 'en')!.src);
    const file = await call(app, 'GET', en.pathname + en.search);
    expect(file.status).toBe(200);
    expect(file.text).toMatch(/^WEBVTT/);
    expect((await call(app, 'GET', '/content/videos/fake.en.vtt')).status).toBe(404);
  });

  it('answers an empty list for an accessible element without video', async () => {
    const res = await call<SubtitleDto[]>(app, 'GET', `/api/topics/${PREVIEW_ID}/subtitles`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(previewElement?.video ? expect.any(Array) : []);
  });

  it('answers 403 for a locked element signed out or with an expired licence', async (context) => {
    if (!videoElement) return context.skip('the loaded course has no video element yet');
    const signedOut = await call(app, 'GET', `/api/topics/${videoElement.learnElementId}/subtitles`);
    expect(signedOut.status).toBe(403);
    expect(signedOut.body.error).toBe('no-access');
    const expiredRes = await call(app, 'GET', `/api/topics/${videoElement.learnElementId}/subtitles`, {
      token: expired,
    });
    expect(expiredRes.status).toBe(403);
  });

  it('answers 404 for an unknown element and 400 for "abc"', async () => {
    expect((await call(app, 'GET', '/api/topics/999999/subtitles', { token: conductor })).status).toBe(404);
    const bad = await call(app, 'GET', '/api/topics/abc/subtitles');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['param.learnElementId']).toBeTruthy();
  });
});

describe('GET /api/topics/{learnElementId}/videoSrc', () => {
  const src = (id: number, language: string, token?: string) =>
    call<VideoSourceDto>(app, 'GET', `/api/topics/${id}/videoSrc?language=${language}`, { token });

  it('answers signed sources (best quality first), beat times and the video of the element’s figure', async (context) => {
    if (!videoElement?.video) return context.skip('the loaded course has no video element yet');
    const res = await src(videoElement.learnElementId, 'de', conductor);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      learnElementId: videoElement.learnElementId,
      language: 'de',
      beats: videoElement.video.beats,
      bpm: videoElement.video.bpm,
      durationMs: 8000,
      beatTimesMs: [1000, 2000, 3000],
    });
    expect(videos.calls).toContainEqual(videoElement.video);
    expect(res.body.sources.map((s) => s.size)).toEqual([720, 360]);
    for (const source of res.body.sources) {
      expect(source.type).toBe('video/mp4');
      expect(source.src).toMatch(/\/api\/files\/videos\/fake-\d+\.mp4\?expires=\d+&signature=[\w-]+$/);
    }
  });

  it('gives a poster per language (de, en, fr)', async (context) => {
    if (!videoElement) return context.skip('the loaded course has no video element yet');
    const posters = await Promise.all(
      ['de', 'en', 'fr'].map((l) => src(videoElement.learnElementId, l, conductor)),
    );
    expect(posters.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(posters.map((p) => new URL(p.body.poster).pathname)).toEqual([
      '/api/files/videos/fake-de.jpg',
      '/api/files/videos/fake-en.jpg',
      '/api/files/videos/fake-fr.jpg',
    ]);
    const poster = new URL(posters[0]!.body.poster);
    expect((await app.request(poster.pathname + poster.search)).status).toBe(200);
    expect((await call(app, 'GET', '/content/videos/fake-de.jpg')).status).toBe(404);
    expect(posters.map((p) => p.body.language)).toEqual(['de', 'en', 'fr']);
  });

  it('serves the video through its signed URL, with range requests', async (context) => {
    if (!videoElement) return context.skip('the loaded course has no video element yet');
    const res = await src(videoElement.learnElementId, 'en', conductor);
    const url = new URL(res.body.sources[0]!.src);
    const real = readFileSync(fixture.file(`videos/${FAKE_VIDEO_FILES[720]}`));

    const full = await app.request(url.pathname + url.search);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(Buffer.from(await full.arrayBuffer()))).toBe(sha256(real));

    const part = await app.request(url.pathname + url.search, { headers: { Range: 'bytes=0-1023' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-1023/${real.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(1024);

    // The same file is not public content.
    expect((await call(app, 'GET', `/content/videos/${FAKE_VIDEO_FILES[720]}`)).status).toBe(404);
  });

  it('answers 403 signed out and with an expired licence for a non-preview element', async (context) => {
    if (!videoElement) return context.skip('the loaded course has no video element yet');
    const signedOut = await call(
      app,
      'GET',
      `/api/topics/${videoElement.learnElementId}/videoSrc?language=de`,
    );
    expect(signedOut.status).toBe(403);
    expect(signedOut.body.error).toBe('no-access');
    expect((await src(videoElement.learnElementId, 'de', expired)).status).toBe(403);
  });

  it('answers 404 for an element without video and for an unknown element', async () => {
    if (!previewElement?.video) {
      const res = await call(app, 'GET', `/api/topics/${PREVIEW_ID}/videoSrc?language=de`);
      expect(res.status).toBe(404);
    }
    if (noVideoElement) {
      expect((await src(noVideoElement.learnElementId, 'de', conductor)).status).toBe(404);
    }
    expect((await src(999999, 'de', conductor)).status).toBe(404);
  });

  it('answers 400 with a field message for language=xx', async () => {
    const res = await call(
      app,
      'GET',
      `/api/topics/${videoElement?.learnElementId ?? PREVIEW_ID}/videoSrc?language=xx`,
      {
        token: conductor,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.['query.language']).toMatch(/de, en or fr/);
  });
});
