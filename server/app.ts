import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { resolveShopUrl } from '../src/core/api/base-address';
import { type ManifestSummaries, manifestSummaries } from './content/manifest-summaries';
import { isPublicContent } from './content/public-files';
import type { AppDeps, AppEnv } from './context';
import { renderApiReference } from './http/api-reference';
import { appPagePolicy } from './http/app-page-policy';
import { authentication } from './http/auth-middleware';
import { bootBarAttributes, bootScreen } from './http/boot-frame';
import { compressOnTheFly } from './http/compression';
import { errorResponse, notFound, validationError } from './http/errors';
import { readParsed } from './http/file-cache';
import {
  appScript,
  earlyRequests,
  firstViewPreloads,
  routeLanguage,
  topicsLater,
} from './http/first-view-preloads';
import { jsonLimits } from './http/json-limits';
import { pageHead } from './http/page-head';
import { publicOrigin, requestProtocol } from './http/public-origin';
import { safeJoin, serveFile } from './http/static-files';
import { createLayoutCache } from './layout/layout-cache';
import { createScreenLayouts, LAYOUT_FILES } from './layout/screen-layouts';
import { createVerovioThread } from './layout/verovio-thread';
import { renderSyncEditorPage, syncEditorPolicy, syncEditorScript } from './operator/sync-editor-page';
import { registerAuthRoutes } from './routes/auth';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerExampleRoutes } from './routes/examples';
import { registerMarkingRoutes } from './routes/markings';
import { registerOperatorRoutes } from './routes/operator';
import { registerOperatorSyncRoutes } from './routes/operator-sync';
import { registerProgrammeRoutes } from './routes/programmes';
import { registerPurchaseRoutes } from './routes/purchases';
import { registerScreenLayoutRoutes } from './routes/screen-layouts';
import { registerSeatRoutes } from './routes/seats';
import { registerSessionRoutes } from './routes/sessions';
import { registerSystemRoutes } from './routes/system';
import { registerTopicOfflineRoutes } from './routes/topic-offline';
import { registerTopicRoutes } from './routes/topics';
import { registerUserSettingsRoutes } from './routes/user-settings';
import { verifySignedPath } from './security/signed-urls';

/** decodeURIComponent that returns null for a malformed escape (then the link is invalid, not a 500). */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function buildApi(deps: AppDeps, summaries: ManifestSummaries) {
  const layouts = createScreenLayouts({
    contentDir: deps.config.contentDir,
    editions: deps.editions,
    cache: createLayoutCache(deps.config.layoutCache.dir, deps.config.layoutCache.maxBytes),
    thread: createVerovioThread(),
    limits: deps.config.layoutRendering,
  });
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.target, result.error.issues);
    },
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  api.use('*', authentication(deps));
  registerSystemRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerSessionRoutes(api, deps);
  registerUserSettingsRoutes(api, deps);
  registerPurchaseRoutes(api, deps, layouts);
  registerSeatRoutes(api, deps);
  registerCatalogueRoutes(api, deps, summaries);
  registerScreenLayoutRoutes(api, deps, layouts);
  registerTopicRoutes(api, deps);
  registerExampleRoutes(api, deps);
  registerOperatorRoutes(api, deps);
  registerOperatorSyncRoutes(api, deps);
  registerTopicOfflineRoutes(api, deps);
  registerProgrammeRoutes(api, deps, summaries);
  registerMarkingRoutes(api, deps);

  const docConfig = {
    openapi: '3.0.3',
    info: { title: 'choir coach reference API', version: deps.config.version },
    servers: [{ url: '/api' }],
  };
  api.doc('/openapi.json', docConfig);
  api.get('/reference', (c) => c.html(renderApiReference(api.getOpenAPIDocument(docConfig) as never)));

  // Signed, expiring links to edition files and videos (see downloadmanifest and videoSrc).
  api.on(['GET', 'HEAD'], '/files/*', async (c) => {
    const contentPath = c.req.path.replace(/^\/api\/files\//, '');
    const decoded = safeDecode(contentPath);
    const check =
      decoded === null
        ? 'invalid'
        : verifySignedPath(
            deps.config.signingSecret,
            decoded,
            c.req.query('expires'),
            c.req.query('signature'),
          );
    if (check === 'invalid') return c.json({ error: 'forbidden', message: 'This link is not valid.' }, 403);
    if (check === 'expired')
      return c.json({ error: 'link-expired', message: 'This download link has expired.' }, 410);
    // A screen layout listed by a download manifest lies in the layout cache, not the content.
    const laidOut = decoded?.startsWith(LAYOUT_FILES);
    const file = laidOut
      ? safeJoin(deps.config.layoutCache.dir, contentPath.slice(LAYOUT_FILES.length))
      : safeJoin(deps.config.contentDir, contentPath);
    const response = file && (await serveFile(c.req.raw, file, { cacheControl: 'private, max-age=3600' }));
    if (!response) throw notFound('The file does not exist.');
    return response;
  });
  api.notFound((c) =>
    c.json({ error: 'not-found', message: `No API route ${c.req.method} ${c.req.path}` }, 404),
  );
  return api;
}

/** The whole HTTP surface: API under /api, content, the built bundle and the app page. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // Read by the catalogue and the app page's player draft (a work of several parts): one cache.
  const summaries = manifestSummaries(deps.config.contentDir);
  app.onError(errorResponse);
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: undefined,
      // Sent below only over https: over plain http the header is meaningless, behind a proxy it
      // depends on what the client used.
      strictTransportSecurity: false,
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (requestProtocol(c, deps.config) === 'https:')
      c.res.headers.set('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
  });
  app.use('*', compressOnTheFly());
  // No request body needs more than this; larger ones are refused before they are parsed. GET and
  // HEAD are never read for a body: asking whether they have one builds a whole Request per call.
  const limitBody = bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) =>
      c.json({ error: 'payload-too-large', message: 'Request bodies are limited to 256 KB.' }, 413),
  });
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (deps.config.allowedOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'x-client-version', 'x-client-sha'],
      allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After', 'Content-Range', 'Content-Length'],
      maxAge: 600,
    }),
  );
  // After CORS, so that a browser can read the 400.
  app.use('/api/*', jsonLimits());
  app.route('/api', buildApi(deps, summaries));
  // Without this, an unknown GET /api/… would fall through to the app page below (200 HTML).
  app.all('/api/*', (c) =>
    c.json({ error: 'not-found', message: `No API route ${c.req.method} ${c.req.path}` }, 404),
  );

  app.on(['GET', 'HEAD'], '/content/*', async (c) => {
    const relative = c.req.path.replace(/^\/content\//, '');
    const file = safeJoin(deps.config.contentDir, relative);
    // Judge the resolved path, not the URL: `//course/…`, `.%2fcourse/…` or `pages%2f..%2fcourse/…` are private too.
    if (!file || !isPublicContent(path.relative(deps.config.contentDir, file).split(path.sep).join('/')))
      throw notFound('Not found');
    // Info pages are edited texts: kept briefly, then revalidated (ETag), so a correction shows soon.
    const response = await serveFile(c.req.raw, file, {
      cacheControl: 'public, max-age=300, must-revalidate',
    });
    if (!response) throw notFound('Not found');
    response.headers.set('Access-Control-Allow-Origin', '*');
    return response;
  });

  app.on(['GET', 'HEAD'], '/dist/*', async (c) => {
    const relative = c.req.path.replace(/^\/dist\//, '');
    // Source maps give the original code away: off in production unless SOURCE_MAPS=true.
    const file =
      relative.endsWith('.map') && !deps.config.sourceMaps ? null : safeJoin(deps.config.distDir, relative);
    // Chunks carry a content hash in their name and can be cached for good; entry files revalidate.
    const hashed = /-[A-Z0-9]{8}\.js$/i.test(relative);
    const response =
      file &&
      (await serveFile(c.req.raw, file, {
        cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        sourceMaps: deps.config.sourceMaps,
      }));
    if (!response) throw notFound('Not found');
    response.headers.set('Access-Control-Allow-Origin', '*');
    return response;
  });

  // The operator's sync editor (decision 0048): off without OPERATOR_TOKEN; its data needs the token.
  app.get('/operator/sync', (c) => {
    if (!deps.config.operatorToken) throw notFound('Not found');
    c.header('Content-Security-Policy', syncEditorPolicy(publicOrigin(c, deps.config)));
    c.header('Cache-Control', 'no-store');
    return c.html(renderSyncEditorPage());
  });
  app.get('/operator/:script{sync-editor[a-z-]*\\.js}', async (c) => {
    const script = deps.config.operatorToken ? syncEditorScript(c.req.param('script')) : null;
    if (!script) throw notFound('Not found');
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(await script);
  });

  // The offline worker must be served from the root to control the whole app.
  app.get('/sw.js', async (c) => {
    const response = await serveFile(c.req.raw, path.join(deps.config.distDir, 'sw.js'), {
      cacheControl: 'no-cache',
    });
    if (!response) throw notFound('Not found');
    response.headers.set('Service-Worker-Allowed', '/');
    return response;
  });

  // Every other GET is an app route: respond with the app page so deep links and reloads work.
  app.get('*', async (c) => {
    if (/\.[a-z0-9]+$/i.test(c.req.path)) {
      const file = safeJoin(path.join(deps.config.rootDir, 'demo', 'public'), c.req.path);
      const response = file && (await serveFile(c.req.raw, file, { cacheControl: 'public, max-age=86400' }));
      if (response) return response;
      throw notFound('Not found');
    }
    const template = await readParsed(path.join(deps.config.rootDir, 'demo', 'index.html'), String);
    const origin = publicOrigin(c, deps.config);
    const { protocol, hostname } = new URL(origin);
    const shopUrl = resolveShopUrl(
      { protocol, hostname },
      { staging: deps.config.shopStagingUrl, production: deps.config.shopUrl },
    );
    const nonce = randomBytes(16).toString('base64');
    c.header(
      'Content-Security-Policy',
      appPagePolicy({
        nonce,
        publicOrigin: origin,
        frameAncestors: deps.config.frameAncestors,
        integrations: deps.config.integrations,
      }),
    );
    const preloads = await firstViewPreloads(deps.config.distDir, c.req.path, nonce);
    const language = routeLanguage(c.req.path);
    const early = earlyRequests(c.req.path, language, deps);
    const marks = [
      topicsLater(c.req.path, language) ? ' data-topics-later' : '',
      early.length ? ` data-early-requests='${JSON.stringify(early).replaceAll('&', '&amp;')}'` : '',
    ].join('');
    const html = template
      .replace('<html lang="de">', `<html lang="${language}"${marks}>`)
      .replace('%PRELOADS%', preloads)
      .replace('%BOOT_BAR%', bootBarAttributes(c.req.path, language))
      .replace('%APP_SCRIPT%', await appScript(deps.config.distDir))
      .replaceAll('%NONCE%', nonce)
      .replaceAll('%SHOP_URL%', shopUrl)
      .replaceAll('%SUPPORT_MAIL%', deps.config.supportMail)
      .replaceAll('%INTEGRATIONS%', JSON.stringify(deps.config.integrations).replaceAll("'", '&#39;'));
    // Filled in last and by a function: a title's `$&` or `%NONCE%` stays as it is (the head's
    // placeholders first, so that an edition's title in the draft cannot be taken for them).
    const draft = await bootScreen(c.req.path, language, { editions: deps.editions, summaries });
    const head = pageHead(c.req.path, language);
    const page = html
      .replace('%TITLE%', () => head.title)
      .replace('%DESCRIPTION%', () => head.description)
      .replace('%BOOT_SCREEN%', () => draft);
    // Carries a fresh nonce and names the current entry files: never reused without asking.
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
  return app;
}
