import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';

/**
 * The demo host pages (demo/hosts/*.html) on their own port, so embedding is cross-origin as on a
 * real webshop or CMS. Each page loads the built bundle from the app server exactly as an
 * integrator would. The CSP page gets a strict policy with a fresh nonce per response.
 */
export function createDemoHosts(options: { rootDir: string; appOrigin: string }) {
  const app = new Hono();
  const dir = path.join(options.rootDir, 'demo', 'hosts');
  app.get('/', (c) => c.redirect('/webshop.html'));
  app.get('/:page{[a-z-]+\\.html}', async (c) => {
    const page = c.req.param('page');
    const template = await readFile(path.join(dir, page), 'utf8').catch(() => null);
    if (template === null) return c.text('Not found', 404);
    const nonce = randomBytes(16).toString('base64');
    const html = template.replaceAll('%APP_ORIGIN%', options.appOrigin).replaceAll('%NONCE%', nonce);
    if (page === 'csp.html') {
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
  return app;
}
