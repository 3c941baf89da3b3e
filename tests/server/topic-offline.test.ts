import { describe, expect, it } from 'vitest';
import { loadVideos } from '../../server/content/videos';
import type { TopicOfflineDto } from '../../src/core/contract/api';
import { CONDUCTOR, call, EXPIRED, NEWBIE, REAL_CONTENT_DIR, sha256, testServerForFile } from './helpers';

// The real course, videos and musical examples: the manifest must match the files really served.
const env = testServerForFile({ videos: loadVideos(REAL_CONTENT_DIR) }, [CONDUCTOR, EXPIRED, NEWBIE]);

const offline = (topicId: number | string, token?: string, query = '') =>
  call<TopicOfflineDto>(env.app, 'GET', `/api/topics/${topicId}/offline${query}`, { token });

describe('GET /api/topics/{topicId}/offline', () => {
  it('lists every file of the licensed lessons with a signed link whose bytes match size and sha256', async () => {
    const res = await offline(1, env.tokens[CONDUCTOR], '?quality=360');
    expect(res.status).toBe(200);
    const manifest = res.body;
    expect(manifest).toMatchObject({ topicId: 1, quality: 360 });
    expect(Date.parse(manifest.expiresAt)).toBeGreaterThan(Date.now());
    // Videos of 112, 113, 114, 122, 123, 133, 134, 135, 136, 137 and the musical example of 132.
    expect(manifest.lessons.map((lesson) => lesson.learnElementId).sort()).toEqual([
      112, 113, 114, 122, 123, 132, 133, 134, 135, 136, 137,
    ]);
    const video = manifest.lessons.find((lesson) => lesson.learnElementId === 113)!;
    expect(video.video!.sources).toEqual([
      { src: expect.stringMatching(/-360\.mp4$/), type: 'video/mp4', size: 360 },
    ]);
    expect(video.captions!.map((track) => track.language)).toEqual(['de', 'en', 'fr', 'it']);
    const example = manifest.lessons.find((lesson) => lesson.learnElementId === 132)!.example!;
    expect(example.id).toBe('ex-upbeat-3-4');
    const paths = new Set(manifest.files.map((file) => file.path));
    for (const link of [
      video.video!.sources[0]!.src,
      video.video!.posters.de,
      video.captions![0]!.src,
      example.score.src,
      example.sync,
      example.audio.src,
    ])
      expect(paths.has(link)).toBe(true);
    expect(manifest.files.some((file) => file.path.endsWith('-720.mp4'))).toBe(false);

    for (const file of manifest.files) {
      const url = new URL(file.url);
      expect(url.pathname).toBe(`/api/files/${file.path}`);
      const served = await env.app.request(url.pathname + url.search);
      expect(served.status, file.path).toBe(200);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(bytes.byteLength, file.path).toBe(file.size);
      expect(sha256(bytes), file.path).toBe(file.sha256);
    }
  });

  it('another quality is another version with the other video files', async () => {
    const low = (await offline(1, env.tokens[CONDUCTOR], '?quality=360')).body;
    const high = await offline(1, env.tokens[CONDUCTOR], '?quality=720');
    expect(high.status).toBe(200);
    expect(high.body.version).not.toBe(low.version);
    expect(high.body.files.some((file) => file.path.endsWith('-720.mp4'))).toBe(true);
    expect((await offline(1, env.tokens[CONDUCTOR], '?quality=360')).body.version).toBe(low.version);
  });

  it('keeps the lesson media access rule: sign-in needed, licensed lessons only', async () => {
    expect((await offline(1)).status).toBe(401);
    const newbie = await offline(1, env.tokens[NEWBIE]);
    expect(newbie.status).toBe(403);
    expect(newbie.body).toMatchObject({ error: 'no-access' });
    expect((await offline(1, env.tokens[EXPIRED])).status).toBe(403);
    // Topic 0 opens its free preview (a text) to everyone: nothing to keep beyond it.
    const preview = await offline(0, env.tokens[NEWBIE]);
    expect(preview.status).toBe(200);
    expect(preview.body.files).toEqual([]);
  });

  it('answers 404 for an unknown topic and 400 for a bad quality', async () => {
    expect((await offline(999, env.tokens[CONDUCTOR])).status).toBe(404);
    const bad = await offline(1, env.tokens[CONDUCTOR], '?quality=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad-request' });
  });
});
