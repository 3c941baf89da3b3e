import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import {
  createErrorHandler,
  createErrorReporter,
  isOwnError,
  type QueuedReport,
  REPORTS_PER_MINUTE,
} from '../../../src/core/errors/error-reports';
import { ERROR_REPORTS_KEY } from '../../../src/core/errors/report-errors';
import { scrub } from '../../../src/core/errors/scrub';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';
import { fakeEnvironment } from '../support/fake-environment';

function setup(options: { storage?: ReturnType<typeof memoryStorage>; fail?: () => unknown } = {}) {
  const storage = options.storage ?? memoryStorage();
  let now = Date.parse('2026-06-15T10:00:00Z');
  let online = true;
  const sent: QueuedReport[] = [];
  const reporter = createErrorReporter({
    send: async (report) => {
      const failure = options.fail?.();
      if (failure) throw failure;
      sent.push(report);
    },
    persistence: createPersistence(storage, () => {}),
    now: () => now,
    isOnline: () => online,
    userId: () => 'c0ffee00-0000-4000-8000-000000000001',
    route: () => '/en/player/10002',
    log: () => {},
  });
  return {
    reporter,
    sent,
    storage,
    advance: (ms: number) => {
      now += ms;
    },
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scrubbing', () => {
  it('removes e-mail addresses, tokens and the query of signed links, and keeps the rest', () => {
    expect(
      scrub(
        'No seat for clara+choir@example.co.uk: GET https://api.example/api/files/a.m4a?exp=1&sig=ab12 failed (Bearer abc.def-ghi)',
      ),
    ).toBe('No seat for [email]: GET https://api.example/api/files/a.m4a failed (Bearer [token])');
    expect(scrub('token 3f9a0c1b2d3e4f5a6b7c8d9e0f1a2b3c expired')).toBe('token [secret] expired');
    expect(scrub('at render (http://localhost:3000/dist/chunks/chunk-ABCD1234.js:12:34)')).toBe(
      'at render (http://localhost:3000/dist/chunks/chunk-ABCD1234.js:12:34)',
    );
  });

  it('sends nothing personal but the user id', async () => {
    const { reporter, sent } = setup();
    reporter.report({
      kind: 'error',
      message: 'Cannot share with singer@example.com',
      stack: 'at x (https://cdn.example/a.js?token=secret:1:1)',
      place: 'https://host.example/dist/a.js?v=1:1:1',
    });
    await settle();
    expect(sent).toEqual([
      {
        message: 'Cannot share with [email]',
        stack: 'at x (https://cdn.example/a.js',
        context: {
          kind: 'error',
          at: '2026-06-15T10:00:00.000Z',
          route: '/en/player/10002',
          userId: 'c0ffee00-0000-4000-8000-000000000001',
          place: 'https://host.example/dist/a.js',
        },
      },
    ]);
  });
});

describe('error reporter', () => {
  it('reports the same message and place once per page life', async () => {
    const { reporter, sent } = setup();
    expect(reporter.report({ kind: 'api', message: 'HTTP 503', place: '/api/topics', status: 503 })).toBe(
      true,
    );
    expect(reporter.report({ kind: 'api', message: 'HTTP 503', place: '/api/topics', status: 503 })).toBe(
      false,
    );
    expect(reporter.report({ kind: 'api', message: 'HTTP 503', place: '/api/purchases', status: 503 })).toBe(
      true,
    );
    await settle();
    expect(sent.map((report) => report.context.place)).toEqual(['/api/topics', '/api/purchases']);
  });

  it(`sends at most ${REPORTS_PER_MINUTE} a minute`, async () => {
    const { reporter, sent, advance } = setup();
    const results = Array.from({ length: REPORTS_PER_MINUTE + 3 }, (_, i) =>
      reporter.report({ kind: 'error', message: `error ${i}` }),
    );
    expect(results.filter(Boolean)).toHaveLength(REPORTS_PER_MINUTE);
    advance(59_999);
    expect(reporter.report({ kind: 'error', message: 'still too soon' })).toBe(false);
    advance(1);
    expect(reporter.report({ kind: 'error', message: 'a minute later' })).toBe(true);
    await settle();
    await reporter.flush();
    expect(sent).toHaveLength(REPORTS_PER_MINUTE + 1);
  });

  it('keeps reports in storage while offline and sends them from the next page once online', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.setOnline(false);
    first.reporter.report({ kind: 'rejection', message: 'Lost in the tunnel' });
    await settle();
    expect(first.sent).toEqual([]);
    expect(JSON.parse(storage.getItem('choir.errorReports') ?? '[]')).toHaveLength(1);

    // A reload while still offline, then the network returns.
    const next = setup({ storage });
    next.setOnline(false);
    await next.reporter.flush();
    expect(next.sent).toEqual([]);
    next.setOnline(true);
    await next.reporter.flush();
    expect(next.sent.map((report) => report.message)).toEqual(['Lost in the tunnel']);
    expect(storage.getItem('choir.errorReports')).toBeNull();
  });

  it('keeps a report the server did not respond to, drops one it refused', async () => {
    let failure: unknown = new TypeError('Failed to fetch');
    const { reporter, sent, storage } = setup({ fail: () => failure });
    reporter.report({ kind: 'error', message: 'first' });
    await settle();
    expect(reporter.queued).toHaveLength(1);
    failure = { response: { status: 400 } };
    await reporter.flush();
    expect(reporter.queued).toHaveLength(0);
    expect(storage.getItem('choir.errorReports')).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('own errors only', () => {
  const base = 'https://api.example/dist/';
  it('takes errors whose script or stack is under the bundle folder', () => {
    expect(isOwnError(base, 'https://api.example/dist/chunks/chunk-A1.js', undefined)).toBe(true);
    expect(
      isOwnError(base, '', 'Error: x\n    at f (https://api.example/dist/elements/choir-app.js:1:2)'),
    ).toBe(true);
    expect(
      isOwnError(
        base,
        'https://shop.example/theme.js',
        'Error\n    at g (https://shop.example/theme.js:3:4)',
      ),
    ).toBe(false);
    expect(isOwnError(null, 'https://cdn.example/choir-coach.iife.js', undefined)).toBe(true);
  });
});

/** A server that does not answer: every report stays queued in storage. */
function handlerOnDeadServer() {
  const fake = fakeEnvironment(() => ({ networkError: true }));
  const core = createCore(fake.env);
  const host = { location: { pathname: '/en/start' } } as unknown as Window;
  const handle = createErrorHandler(
    core,
    host,
    createPersistence(fake.env.storage, () => undefined),
  );
  const queued = () =>
    JSON.parse(fake.env.storage.getItem(ERROR_REPORTS_KEY) ?? '[]') as { message: string }[];
  return { handle, queued };
}

describe('API failures as error reports', () => {
  it('report a call without an answer, but not a report that could not be sent (it stays queued)', async () => {
    const { handle, queued } = handlerOnDeadServer();
    handle({ type: 'api', failure: { path: 'http://localhost:3000/api/topics' } });
    await settle();
    expect(queued().map((report) => report.message)).toEqual(['No answer']);
    handle({ type: 'api', failure: { path: 'http://localhost:3000/api/auth/logexception' } });
    await settle();
    expect(queued().map((report) => report.message)).toEqual(['No answer']);
  });
});
