import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEditions } from '../../server/content/editions';
import { encodeContentPath, signPath } from '../../server/security/signed-urls';
import {
  badAuthorization,
  CONTENT_TYPES,
  hostileRange,
  hostileString,
  mutatedValue,
  rawBody,
  type Schema,
  traversalPath,
  validValue,
} from './fuzz-arbitraries';
import {
  CONDUCTOR,
  createContentFixture,
  EDITION_VERSION,
  EXPIRED,
  fakeVideoLibrary,
  login,
  NEWBIE,
  startTestServer,
} from './helpers';

/**
 * Property-based fuzzing of the whole HTTP surface, generated from /api/openapi.json (issue 12,
 * "How it is proven"): for every operation, requests with wrong types, missing and extra fields,
 * huge and odd unicode strings, deep nesting, wrong content types, broken JSON, bad tokens and
 * another user's token; hostile Range headers and path traversal on the file routes. No response may
 * be a 5xx, leak a stack trace or a file-system path, or be an error without the JSON error shape.
 *
 * Fixed seed and a bounded budget by default; FUZZ_RUNS=<runs per property> and FUZZ_SEED=<n> go
 * further or elsewhere (a failure prints its seed and path for fast-check to replay).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** A test's time limit for `runs` requests (sign-in requests hash a password: up to ~0.5 s on a busy machine). */
const timeout = (runs: number) => Math.max(20_000, runs * 500);
const params = (runs = RUNS): fc.Parameters<unknown> => ({ numRuns: runs, seed: SEED, endOnFailure: true });

const fixture = createContentFixture();
const distDir = path.join(fixture.root, 'dist');
mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(distDir, 'choir-coach.js'), 'export {};\n'.repeat(200));
writeFileSync(path.join(distDir, 'chunk-ABCD1234.js'), 'export const x = 1;\n');
writeFileSync(path.join(distDir, 'empty.js'), '');
writeFileSync(path.join(distDir, 'sw.js'), 'self.skipWaiting();\n');

const server = await startTestServer({
  config: { contentDir: fixture.contentDir, distDir },
  editions: loadEditions(fixture.contentDir),
  videos: fakeVideoLibrary(),
});
const { app } = server;
// The routes that sign out get a third account's token, so the other two stay valid throughout.
const [ownToken, otherToken, signOutToken] = await Promise.all([
  login(app, CONDUCTOR),
  login(app, NEWBIE),
  login(app, EXPIRED),
]);

afterAll(async () => {
  await server.close();
  fixture.cleanup();
});

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A stack frame (`at fn (file:1:2)`), or a path of this machine's file system. */
const LEAKS = [
  /\bat [^\n]{0,200}:\d+:\d+/,
  /\/work\//,
  /node_modules/,
  /\/(home|root|usr|var|etc)\/[\w.-]+\//,
  new RegExp(fixture.root.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /TOP-SECRET/, // the file beside content/
  /"devDependencies"|root:x:0:0/, // package.json, /etc/passwd
];

/** Sends one request and asserts what every response must satisfy, whatever was sent. */
async function expectSafeResponse(request: FuzzRequest) {
  const response = await app.request(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const text = await response.text();
  const described = `${request.method} ${request.url.slice(0, 300)} -> ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, described).toBeLessThan(500);
  for (const leak of LEAKS) expect(text, described).not.toMatch(leak);
  if (response.status >= 400 && request.method !== 'HEAD') {
    expect(response.headers.get('content-type'), described).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    expect(typeof body.error, described).toBe('string');
    expect(typeof body.message, described).toBe('string');
  }
}

// ---- The operations of the OpenAPI document -------------------------------------------------

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const document = (await (await app.request('/api/openapi.json')).json()) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (ref: string) => {
  const schema = document.components.schemas[ref.replace('#/components/schemas/', '')];
  if (!schema) throw new Error(`unknown schema ${ref}`);
  return schema;
};

/** Values that reach past the validation into the route (known ids, the demo data). */
const GOOD_VALUES: Record<string, string[]> = {
  app: ['choir-coach'],
  articleId: ['10001', '10004', 'CC-PACK-5', 'CC-365'],
  code: ['CHOIR-10003-DEMO', 'WRONG-CODE'],
  email: ['new@example.com', 'stranger@example.com'],
  preview: ['true', 'false'],
  id: ['1', '2'],
  learnElementId: ['11', '12', '23'],
  language: ['de', 'en', 'it'],
  q: ['chor', 'lorelei'],
  purchased: ['true', 'false'],
};

const goodValue = (parameter: Parameter) =>
  fc.constantFrom(...(GOOD_VALUES[parameter.name] ?? [String(parameter.schema.example ?? 'x')]));

/** Path segments and query values: hostile strings (encoded) and raw odd spellings. */
const hostileParameter: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: hostileString.map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      '%E0%A4%A',
      '%ud800',
      '..',
      '%2e%2e',
      '-1',
      '1e3',
      '0x10',
      '99999999999999999999',
      '%20',
      '[]',
    ),
  },
);

/** One part of a request; the others stay valid, so that the hostile one reaches its check. */
type Focus = 'path' | 'query' | 'auth' | 'body';

function operationRequest(template: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const schema = operation.requestBody?.content['application/json']?.schema;
  // These revoke the token they are called with (signing out one device or every device).
  const signingOut =
    template.endsWith('/logout') || (method === 'delete' && template.startsWith('/auth/sessions'));

  const path = (hostile: boolean) =>
    fc
      .tuple(...pathParams.map((p) => (hostile ? fc.oneof(goodValue(p), hostileParameter) : goodValue(p))))
      .map((values) =>
        values.reduce((url, value, i) => url.replace(`{${pathParams[i]!.name}}`, value), template),
      );

  const query = (hostile: boolean) => {
    const values = queryParams.map((p) =>
      hostile
        ? fc.option(fc.oneof(goodValue(p), hostileParameter), { nil: undefined, freq: 4 })
        : p.required
          ? goodValue(p)
          : fc.option(goodValue(p), { nil: undefined }),
    );
    // Unknown, repeated and bracketed names beside the declared ones.
    const extra = hostile
      ? fc.array(fc.tuple(fc.constantFrom('app', 'x', '__proto__', 'limit[]'), hostileParameter), {
          maxLength: 2,
        })
      : fc.constant([]);
    return fc
      .tuple(fc.tuple(...values), extra)
      .map(([known, more]) =>
        [
          ...known.map((value, i) => (value === undefined ? undefined : `${queryParams[i]!.name}=${value}`)),
          ...more.map(([name, value]) => `${name}=${value}`),
        ]
          .filter((pair) => pair !== undefined)
          .join('&'),
      );
  };

  const validAuth = signingOut ? fc.constant(`Bearer ${signOutToken}`) : fc.constant(`Bearer ${ownToken}`);
  const auth = (hostile: boolean): fc.Arbitrary<string | undefined> =>
    hostile
      ? fc.oneof(
          fc.constant(undefined),
          signingOut ? fc.constant(undefined) : fc.constant(`Bearer ${otherToken}`),
          badAuthorization(ownToken),
        )
      : validAuth;

  type Body = { body?: string; contentType?: string };
  const validBody: fc.Arbitrary<Body> = schema
    ? validValue(schema, resolve).map((value) => ({
        body: JSON.stringify(value),
        contentType: 'application/json',
      }))
    : fc.constant({});
  const body = (hostile: boolean): fc.Arbitrary<Body> => {
    if (!hostile) return validBody;
    if (!schema) {
      // fetch cannot send a GET body
      if (method === 'get') return fc.constant({});
      return fc.record({
        body: fc.constantFrom('{}', '{"a":', '[[[[]]]]'),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      });
    }
    const jsonType = fc.oneof(
      { weight: 3, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    );
    return fc.oneof(
      {
        weight: 3,
        arbitrary: mutatedValue(schema, resolve).map((value) => ({
          body: JSON.stringify(value) ?? 'null',
          contentType: 'application/json',
        })),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(rawBody(validValue(schema, resolve).map((value) => JSON.stringify(value))), jsonType)
          .map(([raw, contentType]) => ({ body: raw, contentType })),
      },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  };

  const foci: Focus[] = ['auth', 'body', ...(pathParams.length ? (['path'] as const) : []), 'query'];
  return fc.constantFrom(...foci).chain((focus) =>
    fc
      .tuple(path(focus === 'path'), query(focus === 'query'), auth(focus === 'auth'), body(focus === 'body'))
      .map(([pathname, search, authHeader, { body: text, contentType }]) => ({
        method: method.toUpperCase(),
        url: `/api${pathname}${search ? `?${search}` : ''}`,
        headers: {
          ...(authHeader ? { Authorization: authHeader } : {}),
          ...(contentType ? { 'Content-Type': contentType } : {}),
        },
        ...(text !== undefined ? { body: text } : {}),
      })),
  );
}

const OPERATIONS = Object.entries(document.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
);

describe('every operation of /api/openapi.json', () => {
  it('lists the routes of the API', () => {
    expect(OPERATIONS.length).toBeGreaterThan(20);
  });

  it.each(OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
    '%s never answers 5xx, leaks nothing and answers errors in the error shape',
    async (_name, { template, method, operation }) => {
      await fc.assert(
        fc.asyncProperty(operationRequest(template, method, operation), expectSafeResponse),
        params(),
      );
    },
    timeout(RUNS),
  );
});

// ---- Files: Range headers and path traversal --------------------------------------------------

const signed = (contentPath: string) =>
  `/api/files/${encodeContentPath(contentPath)}?${signPath(server.deps.config.signingSecret, contentPath, new Date(Date.now() + 3_600_000))}`;

const FILE_URLS = [
  '/content/videos/fake.en.vtt',
  '/content/videos/fake-de.jpg',
  '/dist/choir-coach.js',
  '/dist/chunk-ABCD1234.js',
  '/dist/empty.js',
  '/sw.js',
  signed(`editions/10001/${EDITION_VERSION}/audio/full.mp3`),
  signed('videos/fake-720.mp4'),
];

describe('file routes', () => {
  it(
    'answer hostile Range headers with 206, 200 or 416, never 5xx',
    async () => {
      const request = fc
        .tuple(
          fc.constantFrom(...FILE_URLS),
          fc.constantFrom('GET', 'HEAD'),
          hostileRange,
          fc.option(fc.constantFrom('W/"x"', 'Tue, 01 Jan 2030 00:00:00 GMT'), { nil: undefined }),
        )
        .map(([url, method, range, ifRange]) => ({
          method,
          url,
          headers: { Range: range, ...(ifRange ? { 'If-Range': ifRange } : {}) },
        }));
      await fc.assert(fc.asyncProperty(request, expectSafeResponse), params(RUNS * 8));
    },
    timeout(RUNS * 8),
  );

  it.each(['/content/', '/dist/', '/api/files/', '/'])(
    'never serve anything outside their folder under %s',
    async (prefix) => {
      const request = fc
        .tuple(traversalPath(prefix), fc.constantFrom('GET', 'HEAD'))
        .map(([url, method]) => ({ method, url, headers: {} }));
      await fc.assert(fc.asyncProperty(request, expectSafeResponse), params(RUNS * 3));
    },
    timeout(RUNS * 3),
  );
});
