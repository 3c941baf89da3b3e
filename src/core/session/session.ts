import { batch } from '@preact/signals-core';
import type { i18n } from 'i18next';
import { statusOf } from '../api/client';
import type { CallOptions, Endpoints } from '../api/endpoints';
import { describeHttpError } from '../api/http-problem';
import type { Language, LoginRequest, User, UserSettings } from '../contract/api';
import { textsReady } from '../i18n/register-texts';
import { mergeMetadataLists, mergeProgress } from '../progress/merge-metadata';
import { type AuthStore, DEFAULT_SETTINGS, type Settings } from '../store/auth-store';
import { type Persistence, STORAGE_KEYS, USER_STORAGE_KEYS } from '../store/persistence';
import type { PurchasesStore } from '../store/purchases-store';
import type { SettingsSync } from '../store/settings-sync';
import type { Timers } from '../store/ui-store';
import { inBackground } from '../util/background-writes';
import { browserDeviceId } from './device-id';

/** How long a sign-out waits for the server before giving up on it (the device is signed out already). */
export const SERVER_SIGN_OUT_TIMEOUT_MS = 3000;

export class LoginError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status: number | undefined, cause: unknown) {
    super(message, { cause });
    this.name = 'LoginError';
    this.status = status;
  }
}

export interface SessionDeps {
  auth: AuthStore;
  api: Endpoints;
  persistence: Persistence;
  purchases: PurchasesStore;
  sync: SettingsSync;
  i18n: i18n;
  timers: Timers;
  log: (message: string, detail?: unknown) => void;
  /** The language an embedding page set, if any: shown, never stored (decision 0035). */
  pinnedLanguage: () => Language | null;
  /**
   * The language the app's address shows, if this is the app (decision 0035): the account's stored
   * language never replaces it; a different one is replaced by it, on the server too.
   */
  pageLanguage: () => Language | null;
  /** Drops the offline worker's cached responses for the signed-in user (awaited before anything reloads). */
  dropUserCaches?: () => Promise<void>;
  /** Called after every logout: `user` on purpose, `expired` when the server ended the session. */
  onLoggedOut: (reason: 'user' | 'expired') => void;
  /** Called after a sign-in, once settings are loaded (reload what depends on the user). */
  onLoggedIn: (user: User) => void;
}

function settingsFromServer(local: Settings, remote: UserSettings): Settings {
  const { learnElementMetadata: _ignored, ...rest } = remote;
  return {
    ...DEFAULT_SETTINGS,
    ...local,
    ...(rest as Partial<Settings>),
    onboardingSeen: remote.onboardingSeen === true,
  };
}

/** The text for a failed sign-in: refused after too many attempts, a busy server, or anything else. */
function loginProblemText(status: number | undefined, code: string | undefined) {
  if (status === 429) return 'login.tooMany';
  if (status === 503 && code === 'overloaded') return 'login.busy';
  return 'login.failed';
}

/** Session transitions (requirements R4.1-R4.5) and the user's settings and progress. */
export function createSession(deps: SessionDeps) {
  const { auth, api, persistence, purchases, sync } = deps;
  /** The token whose settings were last loaded from the server (see `refresh`). */
  let refreshedToken: string | null = null;

  function writeSettings(settings: Settings) {
    auth.settings.value = settings;
    persistence.write(STORAGE_KEYS.settings, settings);
  }

  /** Drops everything of the signed-in person from memory and storage (shared devices). */
  async function clearSession() {
    sync.hold(auth.user.value?.id ?? null);
    // The interface stays in the language shown; every other setting goes back to its default.
    const settings: Settings = { ...DEFAULT_SETTINGS, language: deps.i18n.language as Settings['language'] };
    batch(() => {
      auth.token.value = null;
      auth.user.value = null;
      auth.settings.value = settings;
      auth.learnElementMetadata.value = [];
      auth.currentLearnElementId.value = null;
      auth.currentLearnElementProgress.value = 0;
    });
    for (const key of USER_STORAGE_KEYS) persistence.remove(key);
    persistence.write(STORAGE_KEYS.settings, settings);
    purchases.clear();
    await deps.dropUserCaches?.();
  }

  /** Ends a session the server no longer holds; once only, when a failing request already did it. */
  async function endSession(reason: 'user' | 'expired') {
    if (auth.token.value === null && auth.user.value === null) return;
    await clearSession();
    deps.onLoggedOut(reason);
  }

  /** One call of a sign-out with the signed-out user's token, given up after the time limit. */
  async function bounded(call: (options: CallOptions) => Promise<unknown>, token: string): Promise<void> {
    const controller = new AbortController();
    const timer = deps.timers.setTimeout(() => controller.abort(), SERVER_SIGN_OUT_TIMEOUT_MS);
    try {
      await call({ token, signal: controller.signal });
    } finally {
      deps.timers.clearTimeout(timer);
    }
  }

  /** Best effort: the user's held changes, then the token revoked (even when the changes did not get through). */
  async function signOutOnServer(token: string, userId: string | null): Promise<void> {
    if (userId !== null) await bounded((options) => sync.sendHeld(userId, options), token);
    await bounded(api.logout, token).catch((error: unknown) => deps.log('Logout request failed', error));
  }

  /**
   * Loads the user's settings in bulk and merges local progress made while offline. `isCurrent`
   * drops a response that arrives after the session it was requested for has ended.
   */
  async function loadSettings(isCurrent: () => boolean = () => true): Promise<void> {
    const remote = await api.getUserSettings();
    if (!isCurrent()) return;
    const metadata = mergeMetadataLists(auth.learnElementMetadata.value, remote.learnElementMetadata ?? []);
    // Changes not sent yet (made offline, or held since a forced sign-out) win over the server's.
    const { learnElementMetadata: _sentWithProgress, ...unsent } = sync.pending.value ?? {};
    // In the app the address's language stays, and is what the account keeps (also against a
    // stale copy of the settings the offline worker answers with).
    const shown = deps.pageLanguage();
    const settings: Settings = {
      ...settingsFromServer(auth.settings.value, remote),
      ...(unsent as Partial<Settings>),
      ...(shown ? { language: shown } : {}),
    };
    inBackground(() =>
      batch(() => {
        writeSettings(settings);
        auth.learnElementMetadata.value = metadata;
      }),
    );
    persistence.write(STORAGE_KEYS.learnElementMetadata, metadata);
    if (shown && remote.language !== shown) sync.queue({ language: shown });
    const language = deps.pinnedLanguage() ?? settings.language;
    if (language !== deps.i18n.language) await deps.i18n.changeLanguage(language);
    await sync.flush();
  }

  return {
    async login(credentials: LoginRequest): Promise<User> {
      auth.error.value = null;
      let user: User;
      try {
        const response = await api.login({ ...credentials, deviceId: browserDeviceId(persistence) });
        user = response.user;
        batch(() => {
          auth.token.value = response.token;
          auth.user.value = response.user;
        });
        persistence.write(STORAGE_KEYS.token, response.token);
        persistence.write(STORAGE_KEYS.user, response.user);
        refreshedToken = response.token;
        const held = sync.release(response.user.id);
        if (held?.learnElementMetadata)
          auth.learnElementMetadata.value = mergeMetadataLists(
            auth.learnElementMetadata.value,
            held.learnElementMetadata,
          );
      } catch (error) {
        auth.token.value = null;
        persistence.remove(STORAGE_KEYS.token);
        const status = statusOf(error);
        await textsReady();
        const message = deps.i18n.t(loginProblemText(status, describeHttpError(error).code));
        auth.error.value = message;
        throw new LoginError(message, status, error);
      }
      purchases.throttle.reset();
      try {
        await loadSettings();
      } catch (error) {
        // Signed in all the same: settings fall back to the local ones and sync later.
        deps.log('Could not load user settings', error);
      }
      deps.onLoggedIn(user);
      return user;
    },

    /**
     * Ends the session on this device at once (a shared device must never stay signed in because
     * the server hangs); the server part (unsent changes, then revoking the token) follows with the
     * user's own token and is given up after {@link SERVER_SIGN_OUT_TIMEOUT_MS}.
     */
    async logout(): Promise<void> {
      const token = auth.token.value;
      const userId = auth.user.value?.id ?? null;
      await clearSession();
      deps.onLoggedOut('user');
      if (token) void signOutOnServer(token, userId);
    },

    /** The server rejected the token (401): clear it without another request. */
    forceLogout: () => endSession('expired'),

    /** This browser's token was revoked on purpose (the device list, session/devices.ts): as Logout. */
    endRevoked: () => endSession('user'),

    /**
     * A session restored from this browser's storage takes the settings, progress and library the
     * server keeps, since another device may have moved on ("continue" must not follow this
     * browser's memory). Once per token and page; again after a failure (e.g. offline).
     */
    async refresh(): Promise<void> {
      const token = auth.token.value;
      if (!token || refreshedToken === token) return;
      refreshedToken = token;
      try {
        await loadSettings(() => auth.token.value === token);
      } catch (error) {
        if (refreshedToken === token) refreshedToken = null;
        deps.log('Could not refresh user settings', error);
      }
    },

    /** Changes settings locally at once and sends them (queued while offline). */
    updateSettings(patch: Partial<Settings>) {
      writeSettings({ ...auth.settings.value, ...patch });
      if (patch.language && patch.language !== deps.i18n.language)
        void deps.i18n.changeLanguage(patch.language);
      if (auth.isLoggedIn.value) sync.queue(patch);
    },

    /**
     * A progress report from a learning element (0-100). `soon`: it may wait for the next change
     * before it goes to the server (settings-sync.ts: a playing video reports every few seconds).
     */
    reportProgress(learnElementId: number, progress: number, { soon = false } = {}) {
      const metadata = mergeProgress(auth.learnElementMetadata.value, {
        learnElementId,
        learnElementProgress: progress,
        updatedAt: new Date().toISOString(),
      });
      const entry = metadata.find((m) => m.learnElementId === learnElementId)!;
      batch(() => {
        auth.learnElementMetadata.value = metadata;
        auth.currentLearnElementId.value = learnElementId;
        auth.currentLearnElementProgress.value = entry.learnElementProgress;
      });
      persistence.write(STORAGE_KEYS.learnElementMetadata, metadata);
      persistence.write(STORAGE_KEYS.currentLearnElement, {
        id: learnElementId,
        progress: entry.learnElementProgress,
      });
      if (auth.isLoggedIn.value) sync.queue({ learnElementMetadata: [entry] }, soon ? 'soon' : 'now');
    },
  };
}

export type Session = ReturnType<typeof createSession>;
