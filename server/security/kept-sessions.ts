import { ANY_TABLE, type TableWrite, type WriteWatch } from '../db/write-watch';

/** Tables the answer of a token lookup reads (security/tokens.ts): a write to them may change it. */
const READ_TABLES = new Set(['tokens', 'users', 'purchases', 'specific_unlocks', 'articles', ANY_TABLE]);

/**
 * Whether a write can change a kept answer. Two frequent ones cannot: a sign-in adds a token no
 * answer holds yet, and the lookup records a token's last use itself (and updates what it keeps).
 */
function changesKeptAnswers({ table, kind, columns }: TableWrite): boolean {
  if (!READ_TABLES.has(table)) return false;
  if (table !== 'tokens' || kind === 'delete' || kind === 'merge' || kind === 'raw') return true;
  return kind === 'update' && (columns ?? []).some((column) => column !== 'last_used_at');
}

/**
 * The answers of token lookups, kept in memory by token hash so that a signed-in request needs no
 * query. Sound only where this process sees every write of the database (PGlite, whose data
 * directory one process holds): any write that can change an answer forgets them all at once, so
 * logout, a revoked device, a purchase or a shared seat count from the next request on. Expiry is
 * not a write: callers check the kept times against the clock on every use.
 */
export class KeptSessions<T> {
  private readonly answers = new Map<string, T>();
  /** Counts the forgettings, so a lookup that raced with a write does not keep its older answer. */
  private generation = 0;

  constructor(
    writes: WriteWatch,
    /** Oldest answers go first beyond this many (a few hundred bytes each). */
    private readonly capacity = 10_000,
  ) {
    writes.onWrite((written) => {
      if (written.some(changesKeptAnswers)) this.forgetAll();
    });
  }

  /** The kept answer, or `load`'s, kept unless a write ran while it loaded (it may predate that write). */
  async through(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const kept = this.answers.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && generation === this.generation) {
      if (this.answers.size >= this.capacity) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, loaded);
    }
    return loaded;
  }

  forgetAll(): void {
    this.generation++;
    this.answers.clear();
  }
}
