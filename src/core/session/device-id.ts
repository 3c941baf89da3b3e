import { type Persistence, STORAGE_KEYS } from '../store/persistence';

/** 18 random bytes, base64url: 24 characters (the contract takes 16-64 of A-Z, a-z, 0-9, - and _). */
function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * This browser's random id, made at its first sign-in and kept at sign-out (it names the browser,
 * not the person): sent with each sign-in, it lets the server replace the browser's own session
 * instead of adding a row to the device list (decision 0036).
 */
export function browserDeviceId(persistence: Persistence): string {
  const stored = persistence.read<unknown>(STORAGE_KEYS.deviceId, null);
  if (typeof stored === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const made = randomId();
  persistence.write(STORAGE_KEYS.deviceId, made);
  return made;
}
