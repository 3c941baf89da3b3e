import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { escapeHtml } from './http/escape-html';
import { safeJoin, serveFile } from './http/static-files';

/**
 * The demo host pages (demo/hosts/*.html) on their own port, so embedding is cross-origin as on a
 * real webshop or CMS. Each page loads the built bundle from the app server exactly as an
 * integrator would. The CSP page gets a strict policy with a fresh nonce per response.
 *
 * `app.html` is the full app hosted as `client.x` would host it: the bundle and the offline worker
 * served from this origin, every app path served the app page, and the API found by the
 * address rule (requirements R7.1: localhost talks to port 3000), not configured. A server on
 * another port names itself (`api-base`), so the page follows the server that served it.
 */

/** Where the address rule sends a localhost page's API calls. */
const RULE_ORIGIN = 'http://localhost:3000';
export function createDemoHosts(options: { rootDir: string; appOrigin: string; distDir: string }) {
  const app = new Hono();
  const dir = path.join(options.rootDir, 'demo', 'hosts');
  const page = async (name: string) => {
    const template = await readFile(path.join(dir, name), 'utf8').catch(() => null);
    if (template === null) return null;
    const nonce = randomBytes(16).toString('base64');
    return {
      nonce,
      html: template
        .replaceAll('%APP_ORIGIN%', options.appOrigin)
        .replaceAll('%NONCE%', nonce)
        .replaceAll(
          '%API_BASE%',
          options.appOrigin === RULE_ORIGIN ? '' : ` api-base="${escapeHtml(options.appOrigin)}/api"`,
        ),
    };
  };
  app.get('/', (c) => c.redirect('/webshop.html'));
  app.on(['GET', 'HEAD'], '/dist/*', async (c) => {
    const file = safeJoin(options.distDir, c.req.path.replace(/^\/dist\//, ''));
    return (file && (await serveFile(c.req.raw, file))) || c.text('Not found', 404);
  });
  app.get('/sw.js', async (c) => {
    return (await serveFile(c.req.raw, path.join(options.distDir, 'sw.js'))) ?? c.text('Not found', 404);
  });
  app.get('/:page{[a-z-]+\\.html}', async (c) => {
    const found = await page(c.req.param('page'));
    if (found === null) return c.text('Not found', 404);
    const { nonce, html } = found;
    const name = c.req.param('page');
    if (name === 'csp.html') {
      c.header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}' ${options.appOrigin}`,
          `style-src 'nonce-${nonce}'`,
          `connect-src ${options.appOrigin}`,
          `img-src ${options.appOrigin} data: blob:`,
          `media-src ${options.appOrigin} blob:`,
          `font-src ${options.appOrigin}`,
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; '),
      );
    }
    return c.html(html);
  });
  // The app's routes (`/en/start`, `/de/topic/1`…): the app page, so deep links and reloads work.
  app.get('*', async (c) => {
    const found = /\.[a-z0-9]+$/i.test(c.req.path) ? null : await page('app.html');
    return found === null ? c.text('Not found', 404) : c.html(found.html);
  });
  return app;
}
