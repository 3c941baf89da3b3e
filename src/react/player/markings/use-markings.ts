import { useEffect, useState } from 'react';
import { createMarkingsApi } from '../../../core/markings/markings-api';
import { createMarkingsController } from '../../../core/markings/markings-controller';
import { createMarkingsOutbox } from '../../../core/markings/markings-outbox';
import { createPersistence } from '../../../core/store/persistence';
import { useCore } from '../../hooks/use-core';

/**
 * The open edition's markings: read when the player opens (signed in), and what waits in the
 * outbox sent again when the browser is back online.
 */
export function useMarkings(articleId: string) {
  const core = useCore();
  const signedIn = core.auth.isLoggedIn.value;
  const [markings] = useState(() => {
    const api = createMarkingsApi(core.request);
    const outbox = createMarkingsOutbox({
      persistence: createPersistence(core.env.storage, core.env.log),
      send: api.write,
      canSend: () => core.auth.isLoggedIn.peek() && core.env.isOnline(),
      owner: () => core.auth.user.peek()?.id ?? null,
      log: core.env.log,
    });
    return createMarkingsController({ articleId, api, outbox, now: core.env.now, log: core.env.log });
  });
  useEffect(() => {
    if (!signedIn) return;
    void markings.open();
    const online = () => void markings.resend();
    globalThis.addEventListener('online', online);
    return () => globalThis.removeEventListener('online', online);
  }, [markings, signedIn]);
  return markings;
}
