/**
 * Holds a request a route starts before its screen renders, for the screen's own next call to
 * take: one slot per owner (a page's core or works state), handed out once, to the same key, while
 * fresh. A response nobody took in time is left alone (the user went elsewhere) and the caller
 * requests anew.
 */
export function createPrefetchSlot<Owner extends object, T>(freshForMs: number) {
  const held = new WeakMap<Owner, { key: string; at: number; value: T }>();
  /** The value put for `key` not longer than `freshForMs` ago, or undefined. */
  const peek = (owner: Owner, key: string, now: number): T | undefined => {
    const entry = held.get(owner);
    return entry && entry.key === key && now - entry.at <= freshForMs ? entry.value : undefined;
  };
  return {
    put(owner: Owner, key: string, at: number, value: T): void {
      held.set(owner, { key, at, value });
    },
    peek,
    /** Holds nothing for `owner` any more. */
    drop(owner: Owner): void {
      held.delete(owner);
    },
    /** As `peek`; either way nothing is held after. */
    take(owner: Owner, key: string, now: number): T | undefined {
      const value = peek(owner, key, now);
      held.delete(owner);
      return value;
    },
  };
}
