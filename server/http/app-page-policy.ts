import type { ServerConfig } from '../config';

export interface AppPagePolicyOptions {
  /** Fresh per response; the page's own script and style carry it, and Emotion reads it. */
  nonce: string;
  /** Where the server's links point (http/public-origin.ts), when it is not the page's own origin. */
  publicOrigin: string;
  frameAncestors: string;
  integrations: ServerConfig['integrations'];
}

function originOf(url: string | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

/**
 * The Content-Security-Policy of the app page. Scripts run only with this response's nonce; what
 * they load themselves (lazy chunks, Plyr, a configured consent banner or tag manager) is trusted
 * through 'strict-dynamic'. The hosts beside the nonce only serve browsers without CSP 3.
 */
export function appPagePolicy(options: AppPagePolicyOptions): string {
  const { consent, tagManager } = options.integrations;
  const integrations = [
    ...originOf(consent?.scriptUrl),
    ...originOf(consent?.declarationUrl),
    ...originOf(tagManager?.scriptUrl),
  ];
  const sources = (...values: string[]) => [...new Set(values)].join(' ');
  const api = options.publicOrigin;
  return [
    "default-src 'self'",
    `script-src ${sources(`'nonce-${options.nonce}'`, "'strict-dynamic'", "'self'", ...integrations)}`,
    `style-src ${sources("'self'", `'nonce-${options.nonce}'`)}`,
    // Signed links (videos, posters, captions, scores) and downloads read back as blob: URLs.
    `connect-src ${sources("'self'", api, ...integrations)}`,
    `img-src ${sources("'self'", api, 'data:', 'blob:', ...integrations)}`,
    `media-src ${sources("'self'", api, 'blob:')}`,
    "font-src 'self' data:",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${sources("'self'", ...integrations)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}
