import { describe, expect, it } from 'vitest';
import { isPersisted, requestPersistence, type StorageApi } from '../../src/core/downloads/storage';
import { perCore } from '../../src/core/util/per-core';

describe('perCore', () => {
  it('makes one value per core, on first use', () => {
    let made = 0;
    const stateFor = perCore((core: { name: string }) => ({ name: core.name, serial: ++made }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(made).toBe(0);
    expect(stateFor(a)).toBe(stateFor(a));
    expect(stateFor(b)).toEqual({ name: 'b', serial: 2 });
    expect(made).toBe(2);
  });
});

describe('the storage questions', () => {
  const estimate = async () => ({ usage: 0, quota: 0 });
  it('answer what the browser says, with the storage as `this`', async () => {
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
  it('answer null where the browser cannot be asked or fails', async () => {
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
