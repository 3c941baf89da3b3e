/**
 * What the device keeps of a user's programmes: the last copies (so they show offline and after a
 * reload) and the outbox, the ids whose change or deletion the server has not taken yet. Kept per
 * user, under one storage key; a user's outbox stays when they sign out and goes out when they sign
 * in again, never with someone else's token.
 */
import type { SharedProgrammeDto } from '../contract/api';
import { type Persistence, STORAGE_KEYS } from '../store/persistence';
import type { Programme } from './programme-edits';

export type OutboxEntry = 'put' | 'delete';

export interface StoredProgrammes {
  own: Programme[];
  shared: SharedProgrammeDto[];
  outbox: Record<string, OutboxEntry>;
}

const EMPTY: StoredProgrammes = { own: [], shared: [], outbox: {} };

export function programmeStore(persistence: Pick<Persistence, 'read' | 'write'>) {
  const all = () => persistence.read<Record<string, StoredProgrammes>>(STORAGE_KEYS.programmes, {});
  return {
    read(userId: string): StoredProgrammes {
      return { ...EMPTY, ...all()[userId] };
    },
    write(userId: string, value: StoredProgrammes) {
      persistence.write(STORAGE_KEYS.programmes, { ...all(), [userId]: value });
    },
    /** Signing out: only the unsent changes stay (the next person sees no list of this account's). */
    keepOutboxOnly(userId: string) {
      const mine = all()[userId];
      if (!mine) return;
      const rest = { ...all() };
      const pending = Object.keys(mine.outbox);
      if (pending.length === 0) delete rest[userId];
      else
        rest[userId] = {
          own: mine.own.filter((programme) => mine.outbox[programme.id] === 'put'),
          shared: [],
          outbox: mine.outbox,
        };
      persistence.write(STORAGE_KEYS.programmes, rest);
    },
  };
}

export type ProgrammeStore = ReturnType<typeof programmeStore>;
