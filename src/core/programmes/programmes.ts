/** The page's programmes (one per core), shared by the works screen and the player. */
import type { Core } from '../core';
import { createPersistence } from '../store/persistence';
import { perCore } from '../util/per-core';
import { programmeStore } from './programme-outbox';
import { programmesApi } from './programmes-api';
import { createProgrammes, type Programmes } from './programmes-controller';

export const programmesFor = perCore((core: Core): Programmes => {
  const programmes = createProgrammes({
    api: programmesApi(core),
    store: programmeStore(createPersistence(core.env.storage, core.env.log)),
    owner: () => core.auth.user.value?.id ?? null,
    isOnline: core.env.isOnline,
    now: core.env.now,
    newId: () => globalThis.crypto.randomUUID(),
    log: core.env.log,
  });
  // Back online: the changes made offline go out, then the list is read again.
  globalThis.addEventListener?.('online', () => void programmes.load());
  let user = core.auth.user.value?.id ?? null;
  core.events.on((event) => {
    if (event.type === 'logout') programmes.forget(user);
    if (event.type === 'login') {
      user = event.user.id;
      void programmes.load();
    }
  });
  return programmes;
});
