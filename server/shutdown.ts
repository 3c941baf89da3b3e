import type { Server } from 'node:http';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the way a process manager or a rolling deploy expects: no new connections, requests in
 * flight finish (up to SHUTDOWN_GRACE_MS), then the database closes (for PGlite: its files are
 * consistent and its lock is released). Resolves once everything is closed.
 */
export async function stopGracefully(servers: Server[], closeDatabase: () => Promise<void>): Promise<void> {
  const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
  // Kept-alive connections with no request in flight would hold close() until the client leaves.
  for (const server of servers) server.closeIdleConnections();
  const cut = setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await Promise.all(closed);
  clearTimeout(cut);
  await closeDatabase();
}
