import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONDUCTOR,
  call,
  EXPIRING,
  login,
  NEWBIE,
  startTestServer,
  type TestApp,
  type TestServer,
  WELCOME,
} from './helpers';
import { metadataOf, settingsCalls, SETTINGS_URL as URL } from './settings-calls';

let server: TestServer;
let app: TestApp;
let conductor: string;

beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
  conductor = await login(app, CONDUCTOR);
});
afterAll(() => server?.close());

const { get, post, patch } = settingsCalls(() => app);

describe('GET /api/auth/usersettings', () => {
  it('answers an empty settings object with an empty metadata list for a new user', async () => {
    const res = await get(await login(app, WELCOME));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ learnElementMetadata: [] });
  });

  it('has the other demo accounts marked as having seen the introduction (issue 19.13)', async () => {
    const res = await get(await login(app, EXPIRING));
    expect(res.body.onboardingSeen).toBe(true);
  });

  it('refuses an introduction flag that is not true or false', async () => {
    const res = await patch(
      await login(app, WELCOME),
      { onboardingSeen: 'yes' },
      '/api/auth/usersettings?app=flag-check',
    );
    expect(res.status).toBe(400);
  });

  it('answers 400 with a field message without the app query', async () => {
    const res = await call(app, 'GET', '/api/auth/usersettings', { token: conductor });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['query.app']).toBeTruthy();
  });

  it('answers 400 for an app id with characters outside a-z, 0-9 and dash', async () => {
    const res = await call(app, 'GET', '/api/auth/usersettings?app=Choir%20Coach', { token: conductor });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['query.app']).toBeTruthy();
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await call(app, 'GET', URL)).status).toBe(401);
    expect((await call(app, 'GET', URL, { token: 'bad' })).status).toBe(401);
    expect((await call(app, 'PATCH', URL, { json: { language: 'en' } })).status).toBe(401);
    expect((await call(app, 'POST', URL, { json: { language: 'en' } })).status).toBe(401);
  });
});

describe('POST /api/auth/usersettings', () => {
  it('replaces the whole settings object', async () => {
    const first = await post(conductor, { language: 'en', preferredVoice: 'alto', video: { caption: 'it' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ language: 'en', preferredVoice: 'alto', video: { caption: 'it' } });

    const second = await post(conductor, { showHighlighter: false });
    expect(second.status).toBe(200);
    expect(second.body.showHighlighter).toBe(false);
    expect(second.body).not.toHaveProperty('language');
    expect(second.body).not.toHaveProperty('video');
    expect((await get(conductor)).body).toEqual(second.body);
  });

  it('still merges progress entries (POST never loses or lowers progress)', async () => {
    await post(conductor, { learnElementMetadata: [{ learnElementId: 901, learnElementProgress: 70 }] });
    const res = await post(conductor, {
      language: 'de',
      learnElementMetadata: [{ learnElementId: 902, learnElementProgress: 5 }],
    });
    expect(res.status).toBe(200);
    expect(metadataOf(res.body, 901)).toEqual({
      learnElementId: 901,
      learnElementProgress: 70,
      maxProgress: 70,
    });
    expect(metadataOf(res.body, 902)).toEqual({
      learnElementId: 902,
      learnElementProgress: 5,
      maxProgress: 5,
    });

    const lower = await post(conductor, {
      learnElementMetadata: [{ learnElementId: 901, learnElementProgress: 20 }],
    });
    expect(metadataOf(lower.body, 901)).toEqual({
      learnElementId: 901,
      learnElementProgress: 20,
      maxProgress: 70,
    });
  });

  it('keeps metadata out of the settings object itself', async () => {
    const res = await post(conductor, {
      language: 'fr',
      learnElementMetadata: [{ learnElementId: 903, learnElementProgress: 1 }],
    });
    const stored = await server.deps.db
      .selectFrom('user_settings')
      .innerJoin('users', 'users.id', 'user_settings.user_id')
      .select('user_settings.settings')
      .where('users.email', '=', CONDUCTOR)
      .where('user_settings.app', '=', 'choir-coach')
      .executeTakeFirstOrThrow();
    expect(res.status).toBe(200);
    expect(stored.settings).toEqual({ language: 'fr' });
  });
});

describe('PATCH /api/auth/usersettings', () => {
  it('merges shallowly: given keys replace, other keys stay', async () => {
    const token = await login(app, EXPIRING);
    await post(token, { language: 'en', showHighlighter: true, video: { caption: 'de', speed: 1.25 } });
    const res = await patch(token, { preferredVoice: 'tenore', video: { quality: 720 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      language: 'en',
      showHighlighter: true,
      preferredVoice: 'tenore',
      video: { quality: 720 }, // shallow: the nested object is replaced, not merged
      learnElementMetadata: [],
    });
    expect((await get(token)).body).toEqual(res.body);
  });

  it('creates the settings on a first PATCH', async () => {
    const token = await login(app, NEWBIE);
    const res = await patch(token, { viewportFocusOffset: 250 }, '/api/auth/usersettings?app=first-patch');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewportFocusOffset: 250, learnElementMetadata: [] });
  });

  it('stamps each progress entry with the time of its last report (for "continue" on any device)', async () => {
    const token = await login(app, NEWBIE);
    const url = '/api/auth/usersettings?app=stamps';
    const first = await patch(
      token,
      { learnElementMetadata: [{ learnElementId: 21, learnElementProgress: 100 }] },
      url,
    );
    const stamped = Date.parse(first.body.learnElementMetadata?.[0]?.updatedAt ?? '');
    // The database stamps the reports: the next one comes once its clock has passed this stamp.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(server.deps.db);
      expect(new Date(rows[0]!.now).getTime()).toBeGreaterThan(stamped);
    });
    const res = await patch(
      token,
      {
        learnElementMetadata: [
          { learnElementId: 14, learnElementProgress: 40, updatedAt: '2000-01-01T00:00:00.000Z' },
        ],
      },
      url,
    );
    const at = (id: number) =>
      res.body.learnElementMetadata?.find((m) => m.learnElementId === id)?.updatedAt ?? '';
    expect(at(21)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The server's time, never the client's; the later report is the later stamp.
    expect(at(14) > at(21)).toBe(true);
  });

  it('merges learnElementMetadata per element; maxProgress never decreases', async () => {
    await patch(conductor, {
      learnElementMetadata: [
        { learnElementId: 11, learnElementProgress: 80 },
        { learnElementId: 12, learnElementProgress: 40 },
      ],
    });
    const res = await patch(conductor, {
      learnElementMetadata: [
        { learnElementId: 11, learnElementProgress: 30 },
        { learnElementId: 13, learnElementProgress: 10, maxProgress: 60 },
      ],
    });
    expect(res.status).toBe(200);
    expect(metadataOf(res.body, 11)).toEqual({
      learnElementId: 11,
      learnElementProgress: 30,
      maxProgress: 80,
    });
    expect(metadataOf(res.body, 12)).toEqual({
      learnElementId: 12,
      learnElementProgress: 40,
      maxProgress: 40,
    });
    expect(metadataOf(res.body, 13)).toEqual({
      learnElementId: 13,
      learnElementProgress: 10,
      maxProgress: 60,
    });

    // A client that sends a lower maxProgress cannot lower the stored one.
    const lower = await patch(conductor, {
      learnElementMetadata: [{ learnElementId: 11, learnElementProgress: 0, maxProgress: 0 }],
    });
    expect(metadataOf(lower.body, 11)).toEqual({
      learnElementId: 11,
      learnElementProgress: 0,
      maxProgress: 80,
    });
  });

  it('keeps the highest maxProgress under ~20 concurrent PATCHes', async () => {
    const token = await login(app, CONDUCTOR);
    const elementId = 4242;
    const values = Array.from({ length: 20 }, () => Math.round(Math.random() * 10_000) / 100);
    const results = await Promise.all(
      values.map((progress) =>
        patch(token, {
          learnElementMetadata: [{ learnElementId: elementId, learnElementProgress: progress }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(values.map(() => 200));
    const stored = metadataOf((await get(token)).body, elementId);
    expect(stored?.maxProgress).toBeCloseTo(Math.max(...values), 4);
    expect(values.some((v) => Math.abs(v - (stored?.learnElementProgress ?? -1)) < 1e-4)).toBe(true);
  });

  it('answers 400 with field messages for invalid types', async () => {
    const language = await call(app, 'PATCH', URL, { token: conductor, json: { language: 'xx' } });
    expect(language.status).toBe(400);
    expect(language.body.error).toBe('bad-request');
    expect(language.body.fields?.['json.language']).toBeTruthy();

    const progress = await call(app, 'PATCH', URL, {
      token: conductor,
      json: { learnElementMetadata: [{ learnElementId: 11, learnElementProgress: 150 }] },
    });
    expect(progress.status).toBe(400);
    expect(progress.body.fields?.['json.learnElementMetadata.0.learnElementProgress']).toBeTruthy();

    const voice = await call(app, 'PATCH', URL, {
      token: conductor,
      json: { preferredVoice: 'bass', showHighlighter: 'yes' },
    });
    expect(voice.status).toBe(400);
    expect(Object.keys(voice.body.fields ?? {}).sort()).toEqual([
      'json.preferredVoice',
      'json.showHighlighter',
    ]);

    // Nothing of a rejected request is stored.
    expect(metadataOf((await get(conductor)).body, 11)?.learnElementProgress).not.toBe(150);
  });

  it('keeps ticked exercise steps per element and refuses malformed ones', async () => {
    const token = await login(app, NEWBIE);
    const url = '/api/auth/usersettings?app=exercise-steps';
    const ok = await patch(token, { exerciseSteps: { '23': [0, 2] } }, url);
    expect(ok.status).toBe(200);
    expect(ok.body.exerciseSteps).toEqual({ '23': [0, 2] });
    for (const exerciseSteps of [{ abc: [1] }, { '23': [-1] }, { '23': 'all' }]) {
      const bad = await call(app, 'PATCH', url, { token, json: { exerciseSteps } });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fields ?? {}).some((field) => field.startsWith('json.exerciseSteps'))).toBe(
        true,
      );
    }
    expect((await get(token, url)).body.exerciseSteps).toEqual({ '23': [0, 2] });
  });

  it('keeps the colour scheme, refuses an unknown one and leaves it out when never chosen (issue 36)', async () => {
    const token = await login(app, NEWBIE);
    const url = '/api/auth/usersettings?app=theme-choice';
    // An older client never sends it: nothing is made up in its place.
    expect((await patch(token, { language: 'fr' }, url)).body).toEqual({
      language: 'fr',
      learnElementMetadata: [],
    });
    for (const theme of ['dark', 'light', 'system'] as const) {
      const ok = await patch(token, { theme }, url);
      expect(ok.status).toBe(200);
      expect(ok.body.theme).toBe(theme);
    }
    const bad = await call(app, 'PATCH', url, { token, json: { theme: 'sepia' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.['json.theme']).toBeTruthy();
    expect((await get(token, url)).body).toEqual({
      language: 'fr',
      theme: 'system',
      learnElementMetadata: [],
    });
  });
  it('keeps the last Beat check per lesson and refuses malformed or oversized ones (issue 18)', async () => {
    const token = await login(app, NEWBIE);
    const url = '/api/auth/usersettings?app=beat-checks';
    const check = {
      at: '2026-11-24T18:30:00.000Z',
      beats: 22,
      missed: 1,
      meanMs: 18,
      spreadMs: 24,
      driftMsPerBar: -3,
      offBeats: [{ beat: 2, meanMs: 61 }],
    };
    const ok = await patch(token, { beatChecks: { '133': check, tools: { ...check, offBeats: [] } } }, url);
    expect(ok.status).toBe(200);
    expect((await get(token, url)).body.beatChecks).toEqual({
      '133': check,
      tools: { ...check, offBeats: [] },
    });

    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [String(i), check]));
    for (const beatChecks of [
      { lesson: check },
      { '133': { ...check, meanMs: 12.5 } },
      { '133': { ...check, spreadMs: 1e9 } },
      { '133': { ...check, at: 'yesterday' } },
      { '133': { ...check, offBeats: Array.from({ length: 13 }, () => ({ beat: 0, meanMs: 40 })) } },
      { '133': 'x'.repeat(10_000) },
      many,
    ]) {
      const bad = await call(app, 'PATCH', url, { token, json: { beatChecks } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('bad-request');
      expect(bad.body.message).toMatch(/beatChecks/);
      expect(Object.keys(bad.body.fields ?? {}).some((field) => field.startsWith('json.beatChecks'))).toBe(
        true,
      );
    }
    expect((await get(token, url)).body.beatChecks).toEqual({
      '133': check,
      tools: { ...check, offBeats: [] },
    });
  });

  it('answers 400 for settings over 64 KB', async () => {
    const res = await call(app, 'PATCH', URL, { token: conductor, json: { notes: 'x'.repeat(65 * 1024) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/64 KB/);
    const post64 = await call(app, 'POST', URL, { token: conductor, json: { notes: 'x'.repeat(65 * 1024) } });
    expect(post64.status).toBe(400);
    expect((await get(conductor)).body).not.toHaveProperty('notes');
  });

  it('answers 400 without the app query', async () => {
    const res = await call(app, 'PATCH', '/api/auth/usersettings', {
      token: conductor,
      json: { language: 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields?.['query.app']).toBeTruthy();
  });
});
