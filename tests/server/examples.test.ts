import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, CourseTopic } from '../../server/content/course';
import type { ExampleDto, PlantedFault } from '../../src/core/contract/api';
import {
  CONDUCTOR,
  type ContentFixture,
  call,
  createContentFixture,
  EXPIRED,
  login,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
} from './helpers';

const l10n = (text: string) => ({ de: `${text} (de)`, en: text });

function element(
  learnElementId: number,
  type: 'text' | 'musicalExample' | 'exercise',
  example?: string,
  preview?: true,
) {
  return {
    learnElementId,
    type,
    headline: l10n(`Element ${learnElementId}`),
    description: l10n('Teaser'),
    body: l10n('<p>Body</p>'),
    keywords: { de: [], en: [] },
    ...(example ? { example } : {}),
    ...(preview ? { preview } : {}),
  };
}

/**
 * A tiny course: a free musical example (11), a locked one (12), a text (13), one without files (14),
 * an ear-training exercise on an example with a planted fault (15), an SE one (1111).
 */
const TOPICS: CourseTopic[] = [
  {
    topicId: 0,
    art: 'CC',
    headline: l10n('Topic 0'),
    description: l10n('Topic 0'),
    modules: [
      {
        moduleId: 1,
        headline: l10n('Module 1'),
        description: l10n('Module 1'),
        learnElements: [
          element(11, 'musicalExample', 'ex-test', true),
          element(12, 'musicalExample', 'ex-test'),
          element(13, 'text'),
          element(14, 'musicalExample', 'ex-missing'),
          element(15, 'exercise', 'ear-test'),
        ],
      },
    ],
  },
  {
    topicId: 11,
    art: 'SE',
    headline: l10n('Singing in English'),
    description: l10n('SE'),
    modules: [
      {
        moduleId: 111,
        headline: l10n('Module 111'),
        description: l10n('Module 111'),
        learnElements: [element(1111, 'musicalExample', 'ex-test')],
      },
    ],
  },
];

function courseOf(topics: CourseTopic[]): Course {
  const places = topics.flatMap((topic) =>
    topic.modules.flatMap((module) => module.learnElements.map((e) => ({ topic, module, element: e }))),
  );
  return {
    topics,
    topic: (id) => topics.find((t) => t.topicId === id),
    element: (id) => places.find((p) => p.element.learnElementId === id),
  };
}

const AUDIO = Buffer.alloc(3000, 7);
const FAULT: PlantedFault = { kind: 'wrong-note', voice: 'alto', bar: '1', note: 2, semitones: -1 };
let fixture: ContentFixture;
let server: TestServer;
let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  fixture = createContentFixture();
  const dir = path.join(fixture.contentDir, 'examples', 'ex-test');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      id: 'ex-test',
      title: l10n('Test example'),
      description: l10n('Four bars'),
      timeSignature: '4/4',
      bpm: 72,
      durationMs: 13_333,
      files: { score: 'score.svg', audio: 'audio.m4a', sync: 'sync.json' },
      score: { width: 2100, height: 900 },
    }),
  );
  writeFileSync(
    path.join(dir, 'score.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><g class="measure" id="m1"/></svg>',
  );
  writeFileSync(path.join(dir, 'sync.json'), JSON.stringify({ version: 1, durationMs: 13_333, bars: [] }));
  writeFileSync(path.join(dir, 'audio.m4a'), AUDIO);
  // The same example with a planted fault in its manifest (decision 0055).
  const ear = path.join(fixture.contentDir, 'examples', 'ear-test');
  cpSync(dir, ear, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  writeFileSync(
    path.join(ear, 'manifest.json'),
    JSON.stringify({ ...manifest, id: 'ear-test', fault: FAULT }),
  );
  server = await startTestServer({ config: { contentDir: fixture.contentDir }, course: courseOf(TOPICS) });
  app = server.app;
  for (const email of [CONDUCTOR, EXPIRED, NEWBIE]) tokens[email] = await login(app, email);
});
afterAll(async () => {
  await server?.close();
  fixture?.cleanup();
});

const example = (id: number | string, token?: string) =>
  call<ExampleDto>(app, 'GET', `/api/topics/${id}/example`, { token });

describe('GET /api/topics/{learnElementId}/example', () => {
  it('answers the free preview example to anyone, with signed links to score, sync and audio', async () => {
    const res = await example(11);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      learnElementId: 11,
      id: 'ex-test',
      title: { en: 'Test example' },
      timeSignature: '4/4',
      bpm: 72,
      durationMs: 13_333,
      score: { width: 2100, height: 900 },
      audio: { type: 'audio/mp4' },
    });
    const score = new URL(res.body.score.src);
    expect(score.pathname).toBe('/api/files/examples/ex-test/score.svg');
    expect((await call(app, 'GET', score.pathname + score.search)).text).toContain('class="measure"');
    const sync = new URL(res.body.sync);
    expect(sync.searchParams.get('signature')).toBeTruthy();
    expect((await call(app, 'GET', sync.pathname + sync.search)).status).toBe(200);
    const audio = new URL(res.body.audio.src);
    expect(audio.pathname).toBe('/api/files/examples/ex-test/audio.m4a');
    expect(audio.searchParams.get('signature')).toBeTruthy();
    const file = await app.request(`${audio.pathname}${audio.search}`, { headers: { Range: 'bytes=0-99' } });
    expect(file.status).toBe(206);
    expect((await file.arrayBuffer()).byteLength).toBe(100);
  });

  it('gives an ear-training example its planted fault, the exercise’s answer; others have none', async () => {
    const res = await example(15, tokens[CONDUCTOR]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ learnElementId: 15, id: 'ear-test', fault: FAULT });
    expect((await example(11)).body).not.toHaveProperty('fault');
  });

  it('keeps the files private: not under /content/ and not with a forged signature', async () => {
    for (const file of ['audio.m4a', 'score.svg', 'sync.json'])
      expect((await call(app, 'GET', `/content/examples/ex-test/${file}`)).status, file).toBe(404);
    const forged = await call(
      app,
      'GET',
      '/api/files/examples/ex-test/audio.m4a?expires=9999999999&signature=abc',
    );
    expect(forged.status).toBe(403);
  });

  it('answers 403 without a licence for the topic, like the video sources', async () => {
    expect((await example(12)).status).toBe(403);
    expect((await example(12, tokens[NEWBIE])).status).toBe(403);
    expect((await example(12, tokens[EXPIRED])).status).toBe(403);
    const denied = await example(1111, tokens[NEWBIE]);
    expect(denied.body).toMatchObject({ error: 'no-access' });
  });

  it('answers the locked examples to a licensed user (CC and SE)', async () => {
    expect((await example(12, tokens[CONDUCTOR])).status).toBe(200);
    expect((await example(1111, tokens[CONDUCTOR])).status).toBe(200);
  });

  it('answers 404 for unknown elements, elements without an example and missing files', async () => {
    expect((await example(999, tokens[CONDUCTOR])).status).toBe(404);
    expect((await example(13, tokens[CONDUCTOR])).status).toBe(404);
    expect((await example(14, tokens[CONDUCTOR])).status).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await example('abc', tokens[CONDUCTOR]);
    expect(res.status).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await call<{ paths: Record<string, unknown> }>(app, 'GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toContain('/topics/{learnElementId}/example');
  });
});
