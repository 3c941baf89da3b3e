import type { LearnElementMetadata, UserSettings } from '../../src/core/contract/api';
import { call, type TestApp } from './helpers';

export const SETTINGS_URL = '/api/auth/usersettings?app=choir-coach';

/** GET, POST and PATCH of the user settings on the test server `app()` gives (set in beforeAll). */
export function settingsCalls(app: () => TestApp) {
  return {
    get: (token: string, url = SETTINGS_URL) => call<UserSettings>(app(), 'GET', url, { token }),
    post: (token: string, json: unknown, url = SETTINGS_URL) =>
      call<UserSettings>(app(), 'POST', url, { token, json }),
    patch: (token: string, json: unknown, url = SETTINGS_URL) =>
      call<UserSettings>(app(), 'PATCH', url, { token, json }),
  };
}

/** An element's progress entry without its time stamp (checked on its own where it matters). */
export function metadataOf(settings: UserSettings, learnElementId: number): LearnElementMetadata | undefined {
  const entry = settings.learnElementMetadata?.find((m) => m.learnElementId === learnElementId);
  if (!entry) return undefined;
  const { updatedAt: _stamp, ...rest } = entry;
  return rest;
}
