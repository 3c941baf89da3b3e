import type { Context } from 'hono';
import type { ServerConfig } from '../config';

type OriginConfig = Pick<ServerConfig, 'publicUrl' | 'publicHosts' | 'trustProxy'>;

/**
 * The scheme the client used: the connection's own, or behind a trusted proxy the one it reports
 * (`X-Forwarded-Proto`, the last entry being the one the nearest proxy added).
 */
export function requestProtocol(c: Context, config: Pick<ServerConfig, 'trustProxy'>): 'http:' | 'https:' {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return `${forwarded}:`;
  }
  return new URL(c.req.url).protocol === 'https:' ? 'https:' : 'http:';
}

/** Where links point when the request's host is not one of ours: PUBLIC_URL, else the first allowed host. */
export function defaultOrigin(config: OriginConfig): string {
  return config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://${config.publicHosts[0] ?? 'localhost'}`;
}

/**
 * The origin of every absolute URL the server builds (signed links, the app page's shop address):
 * PUBLIC_URL when configured; otherwise the request's own host only when it is on PUBLIC_HOSTS.
 * A forged `Host` header therefore never puts another site into a link.
 */
export function publicOrigin(c: Context, config: OriginConfig): string {
  if (config.publicUrl) return defaultOrigin(config);
  const host = new URL(c.req.url).host.toLowerCase();
  return config.publicHosts.includes(host) ? `${requestProtocol(c, config)}//${host}` : defaultOrigin(config);
}
