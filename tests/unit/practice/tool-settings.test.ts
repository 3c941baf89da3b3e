import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import {
  DEFAULT_TOOL_SETTINGS,
  normaliseToolSettings,
  readToolSettings,
  TOOL_SETTINGS_SAVE_DELAY_MS,
  toolSettingsStore,
} from '../../../src/core/practice/tool-settings';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { DEMO_USER, fakeEnvironment, settingsServer } from '../support/fake-environment';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('tool settings (persisted per user under settings.tools)', () => {
  it('defaults when nothing is stored, and repairs broken values', () => {
    expect(normaliseToolSettings(undefined)).toEqual(DEFAULT_TOOL_SETTINGS);
    expect(
      normaliseToolSettings({
        webcam: 'sideways',
        webcamOpacity: 7,
        webcamSize: -1,
        webcamPosition: { x: 'left', y: 0.5 },
        tempo: 500,
        beats: 0,
        leftHanded: 'yes',
        mirror: true,
      }),
    ).toEqual({
      ...DEFAULT_TOOL_SETTINGS,
      webcam: 'off',
      webcamOpacity: 1,
      webcamSize: 0.25,
      webcamPosition: { x: 1, y: 0.5 },
      tempo: 240,
      beats: 1,
      mirror: true,
    });
  });

  it('shows a change at once and saves it (locally and to the server) after a rest', async () => {
    const { route, patches } = settingsServer();
    const fake = fakeEnvironment(route);
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    await settle();
    const store = toolSettingsStore(core);
    expect(toolSettingsStore(core)).toBe(store);

    store.update({ webcam: 'overlay', webcamOpacity: 0.5 });
    store.update({ webcamOpacity: 0.6 });
    store.update({ leftHanded: true, tempo: 90, beats: 6 });
    expect(store.settings.value.webcam).toBe('overlay');
    expect(store.settings.value.webcamOpacity).toBe(0.6);
    expect(patches).toHaveLength(0);

    fake.advance(TOOL_SETTINGS_SAVE_DELAY_MS);
    await settle();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.tools).toMatchObject({
      webcam: 'overlay',
      webcamOpacity: 0.6,
      leftHanded: true,
      tempo: 90,
      beats: 6,
    });
    const local = JSON.parse(fake.storage.getItem(STORAGE_KEYS.settings)!) as { tools: unknown };
    expect(local.tools).toMatchObject({ webcam: 'overlay', leftHanded: true });
    expect(readToolSettings(core).tempo).toBe(90);
  });

  it('restores the user’s tools from the server on sign-in', async () => {
    const { route } = settingsServer({ tools: { mirror: true, webcam: 'split', tempo: 60, beats: 3 } });
    const core = createCore(fakeEnvironment(route).env);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    const settings = toolSettingsStore(core).settings.value;
    expect(settings).toMatchObject({ mirror: true, webcam: 'split', tempo: 60, beats: 3 });
  });

  it('keeps choices on this device when signed out, and flush saves at once', () => {
    const fake = fakeEnvironment();
    const core = createCore(fake.env);
    const store = toolSettingsStore(core);
    store.update({ pattern: false });
    store.flush();
    expect(fake.requests).toHaveLength(0);
    const again = createCore({ ...fake.env });
    expect(readToolSettings(again).pattern).toBe(false);
  });
});
