import { ANY_TABLE, type TableWrite, type WriteWatch } from '../db/write-watch';

/** Tables a token lookup reads (security/tokens.ts): a write to them may change its result. */
const READ_TABLES = new Set(['tokens', 'users', 'purchases', 'specific_unlocks', 'articles', ANY_TABLE]);

/**
 * Whether a write can change a cached lookup. Two frequent ones cannot: a sign-in adds a token no
 * lookup holds yet, and the lookup records a token's last use itself (and updates what it caches).
 */
function changesCachedLookups({ table, kind, columns }: TableWrite): boolean {
  if (!READ_TABLES.has(table)) return false;
  if (table !== 'tokens' || kind === 'delete' || kind === 'merge' || kind === 'raw') return true;
  return kind === 'update' && (columns ?? []).some((column) => column !== 'last_used_at');
}

/**
 * The results of token lookups, cached in memory by token hash so that a signed-in request needs no
 * query. Sound only where this process sees every write of the database (PGlite, whose data
 * directory one process holds): any write that can change a result clears the whole cache, so
 * logout, a revoked device, a purchase or a shared seat count from the next request on. Expiry is
 * not a write: callers check the cached times against the clock on every use.
 */
export class TokenLookupCache<T> {
  private readonly lookups = new Map<string, T>();
  /** Counts the clearings, so a lookup that raced with a write does not cache its older result. */
  private generation = 0;

  constructor(
    writes: WriteWatch,
    /** Oldest results go first beyond this many (a few hundred bytes each). */
    private readonly capacity = 10_000,
  ) {
    writes.onWrite((written) => {
      if (written.some(changesCachedLookups)) this.clear();
    });
  }

  /** The cached result, or `load`'s, cached unless a write ran while it loaded (it may predate that write). */
  async getOrLoad(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const cached = this.lookups.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && generation === this.generation) {
      if (this.lookups.size >= this.capacity) this.lookups.delete(this.lookups.keys().next().value as string);
      this.lookups.set(key, loaded);
    }
    return loaded;
  }

  clear(): void {
    this.generation++;
    this.lookups.clear();
  }
}
