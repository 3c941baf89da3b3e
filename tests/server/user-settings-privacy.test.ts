import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDUCTOR, login, NEWBIE, startTestServer, type TestServer } from './helpers';
import { metadataOf, settingsCalls } from './settings-calls';

let server: TestServer;
let conductor: string;
let newbie: string;

beforeAll(async () => {
  server = await startTestServer();
  [conductor, newbie] = await Promise.all([login(server.app, CONDUCTOR), login(server.app, NEWBIE)]);
});
afterAll(() => server?.close());

const { get, post, patch } = settingsCalls(() => server.app);

describe('user settings are private and per app', () => {
  it('another app id sees none of the settings or progress', async () => {
    await patch(conductor, {
      language: 'en',
      learnElementMetadata: [{ learnElementId: 21, learnElementProgress: 55 }],
    });
    const other = await get(conductor, '/api/auth/usersettings?app=other-app');
    expect(other.status).toBe(200);
    expect(other.body).toEqual({ learnElementMetadata: [] });
  });

  it('another user neither sees nor changes them', async () => {
    await patch(conductor, {
      preferredVoice: 'soprano',
      learnElementMetadata: [{ learnElementId: 22, learnElementProgress: 90 }],
    });
    const before = (await get(conductor)).body;

    const theirs = await get(newbie);
    expect(theirs.status).toBe(200);
    expect(theirs.body.preferredVoice).toBeUndefined();
    expect(metadataOf(theirs.body, 22)).toBeUndefined();

    await patch(newbie, {
      preferredVoice: 'basso',
      learnElementMetadata: [{ learnElementId: 22, learnElementProgress: 100 }],
    });
    await post(newbie, { language: 'de' });
    expect((await get(conductor)).body).toEqual(before);
    expect(metadataOf((await get(newbie)).body, 22)).toEqual({
      learnElementId: 22,
      learnElementProgress: 100,
      maxProgress: 100,
    });
  });
});
