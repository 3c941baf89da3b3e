import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { pinnedScheme, resolveTheme } from '../../../src/core/store/theme';
import { DEMO_USER, fakeEnvironment, settingsServer } from '../support/fake-environment';

const lightDevice = { hostColorScheme: 'normal', prefersDark: false };
const darkDevice = { hostColorScheme: 'normal', prefersDark: true };

describe('which scheme an element draws in (issue 36)', () => {
  it('takes a choice of light or dark whatever the device and the host say', () => {
    expect(resolveTheme('dark', { hostColorScheme: 'only light', prefersDark: false })).toBe('dark');
    expect(resolveTheme('light', { hostColorScheme: 'dark', prefersDark: true })).toBe('light');
  });

  it('follows the device for "system"', () => {
    expect(resolveTheme('system', lightDevice)).toBe('light');
    expect(resolveTheme('system', darkDevice)).toBe('dark');
    expect(resolveTheme('system', { hostColorScheme: 'light', prefersDark: true })).toBe('dark');
  });

  it('without a choice takes the scheme the host page pins, else the device', () => {
    expect(resolveTheme(undefined, { hostColorScheme: 'dark', prefersDark: false })).toBe('dark');
    expect(resolveTheme(undefined, { hostColorScheme: 'only light', prefersDark: true })).toBe('light');
    expect(resolveTheme(undefined, { hostColorScheme: 'light dark', prefersDark: true })).toBe('dark');
    expect(resolveTheme(undefined, lightDevice)).toBe('light');
  });

  it('reads a computed color-scheme: one scheme pins it, both or none leave it open', () => {
    expect(pinnedScheme('dark')).toBe('dark');
    expect(pinnedScheme('only dark')).toBe('dark');
    expect(pinnedScheme('light')).toBe('light');
    expect(pinnedScheme('light dark')).toBeNull();
    expect(pinnedScheme('normal')).toBeNull();
    expect(pinnedScheme('')).toBeNull();
  });
});

describe('the theme setting', () => {
  it('is "system" until chosen, kept in this browser and sent with the settings', async () => {
    const server = settingsServer({ language: 'de' });
    const fake = fakeEnvironment(server.route);
    const core = createCore(fake.env);
    expect(core.auth.settings.value.theme).toBe('system');
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    core.session.updateSettings({ theme: 'dark' });
    await core.sync.flush();
    expect(server.patches).toContainEqual({ theme: 'dark' });
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.settings)!).theme).toBe('dark');
    // A reload starts from this browser's copy.
    expect(createCore(fake.env).auth.settings.value.theme).toBe('dark');
  });

  it("takes the account's choice at sign-in and keeps this browser's where a server never stored one", async () => {
    const chosen = fakeEnvironment(settingsServer({ theme: 'light' }).route);
    const core = createCore(chosen.env);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(core.auth.settings.value.theme).toBe('light');

    const older = fakeEnvironment(settingsServer({ language: 'en' }).route);
    const local = createCore(older.env);
    local.session.updateSettings({ theme: 'dark' });
    await local.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    expect(local.auth.settings.value.theme).toBe('dark');
  });

  it('goes back to the device after a sign-out, as for any visitor', async () => {
    const fake = fakeEnvironment(settingsServer({ theme: 'dark' }).route);
    const core = createCore(fake.env);
    await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
    await core.session.logout();
    expect(core.auth.settings.value.theme).toBe('system');
  });
});
