import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits. Without trusted proxies it is the peer of the connection.
 * Behind `hops` trusted proxies it is the address the outermost of them saw: the `hops`-th
 * X-Forwarded-For entry from the right (each proxy appends its peer). Entries further left are
 * whatever the client wrote, so they never count; a request with fewer entries than hops did not
 * pass all proxies and is counted by its connection peer.
 */
export function clientAddress(c: Context, trustedProxyHops = 0): string {
  if (trustedProxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seen = entries[entries.length - trustedProxyHops];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
