import { describe, expect, it } from 'vitest';
import { isPersisted, requestPersistence, type StorageApi } from '../../../src/core/offline/storage';

describe('the storage questions', () => {
  const estimate = async () => ({ usage: 0, quota: 0 });
  it('return what the browser says, with the storage as `this`', async () => {
    const storage = {
      estimate,
      kept: true,
      async persisted(this: { kept: boolean }) {
        return this.kept;
      },
      async persist(this: { kept: boolean }) {
        return this.kept;
      },
    } as unknown as StorageApi;
    expect(await isPersisted(storage)).toBe(true);
    expect(await requestPersistence(storage)).toBe(true);
  });
  it('return null where the browser cannot be asked or fails', async () => {
    expect(await isPersisted(undefined)).toBeNull();
    expect(await requestPersistence({ estimate })).toBeNull();
    const failing: StorageApi = {
      estimate,
      persisted: () => Promise.reject(new Error('denied')),
      persist: () => Promise.reject(new Error('denied')),
    };
    expect(await isPersisted(failing)).toBeNull();
    expect(await requestPersistence(failing)).toBeNull();
  });
});
