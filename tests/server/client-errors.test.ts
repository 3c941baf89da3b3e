import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { sinceTime } from '../../server/routes/operator';
import { call, login, NEWBIE, testServerForFile } from './helpers';

const OPERATOR_TOKEN = 'operator-secret-for-tests';

const env = testServerForFile({ config: { operatorToken: OPERATOR_TOKEN } });

interface Report {
  id: number;
  at: string;
  userId: string | null;
  kind: string | null;
  clientVersion: string | null;
  message: string;
  stack?: string;
  context?: Record<string, unknown>;
}

const readReports = (query = '', token = OPERATOR_TOKEN, on = env.app) =>
  call<{ errors: Report[] }>(on, 'GET', `/api/operator/errors${query}`, {
    headers: { 'X-Operator-Token': token },
  });

describe('client error reports', () => {
  it('are logged as one JSON line: a newline or a terminal escape in the text cannot forge or colour a line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const forged = 'boom\n[client error] admin signed in\u001b[31m red \u009b2J cleared\u2028';
      const res = await call(env.app, 'POST', '/api/auth/logexception', { json: { message: forged } });
      expect(res.status).toBe(201);
      const lines = warn.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('boom'));
      expect(lines).toHaveLength(1);
      const line = lines[0]!;
      const raw = [...line].filter((char) => {
        const code = char.charCodeAt(0);
        return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
      });
      expect(raw).toEqual([]);
      expect(JSON.parse(line)).toMatchObject({ level: 'warn', msg: 'client error', message: forged });
    } finally {
      warn.mockRestore();
    }
  });

  it('stores a report with its kind and client version, scrubbed of personal data, and reads it back', async () => {
    const token = await login(env.app, NEWBIE);
    const whoami = await call<{ id: string }>(env.app, 'GET', '/api/auth/whoami', { token });
    const marker = `player crashed ${Math.random()}`;
    const res = await call(env.app, 'POST', '/api/auth/logexception', {
      token,
      headers: { 'X-Client-Version': '1.2.3' },
      json: {
        message: `${marker} for ${NEWBIE}`,
        stack: 'at play (https://api.example/api/files/x.m4a?exp=1&sig=abc123:1:2)',
        context: { kind: 'api', place: '/api/topics', status: 503, userId: whoami.body.id },
      },
    });
    expect(res.status).toBe(201);

    const read = await readReports('?since=1h');
    expect(read.status).toBe(200);
    const report = read.body.errors.find((entry) => entry.message.startsWith(marker));
    expect(report).toMatchObject({
      message: `${marker} for [email]`,
      stack: 'at play (https://api.example/api/files/x.m4a',
      kind: 'api',
      clientVersion: '1.2.3',
      userId: whoami.body.id,
      context: { kind: 'api', place: '/api/topics', status: 503, userId: whoami.body.id },
    });
    expect(JSON.stringify(read.body)).not.toContain(NEWBIE);
  });

  it('keeps a user id only when it is one (never an e-mail address in its place)', async () => {
    const marker = `odd user ${Math.random()}`;
    await call(env.app, 'POST', '/api/auth/logexception', {
      json: { message: marker, context: { userId: NEWBIE, kind: 'nonsense' } },
    });
    const report = (await readReports('?since=1h')).body.errors.find((entry) => entry.message === marker);
    expect(report).toMatchObject({ kind: null, userId: null, context: {} });
    expect(JSON.stringify(report)).not.toContain(NEWBIE);
  });

  it('reads only reports since the time asked for, oldest first', async () => {
    await env.server.deps.db
      .insertInto('client_errors')
      .values([
        { message: 'three days old', detail: '{}', created_at: sql`now() - interval '3 days'` },
        { message: 'an hour old', detail: '{}', created_at: sql`now() - interval '1 hour'` },
      ])
      .execute();
    const day = await readReports('?since=1d');
    const messages = day.body.errors.map((entry) => entry.message);
    expect(messages).toContain('an hour old');
    expect(messages).not.toContain('three days old');
    const week = await readReports('?since=7d');
    const all = week.body.errors.map((entry) => entry.message);
    expect(all.indexOf('three days old')).toBeLessThan(all.indexOf('an hour old'));
    expect((await readReports('?since=yesterday')).status).toBe(400);
  });

  it('answers 401 without the operator token, and 404 where no token is configured', async () => {
    expect((await readReports('', 'wrong')).status).toBe(401);
    expect((await call(env.app, 'GET', '/api/operator/errors')).status).toBe(401);
    // A customer's session is no operator.
    expect(
      (await call(env.app, 'GET', '/api/operator/errors', { token: await login(env.app, NEWBIE) })).status,
    ).toBe(401);
    const off = env.server.appWith({ operatorToken: undefined });
    expect((await readReports('', OPERATOR_TOKEN, off)).status).toBe(404);
  });

  it('understands minutes, hours, days and ISO times', () => {
    const now = Date.parse('2026-06-15T10:00:00Z');
    expect(sinceTime('30m', now)?.toISOString()).toBe('2026-06-15T09:30:00.000Z');
    expect(sinceTime('12h', now)?.toISOString()).toBe('2026-06-14T22:00:00.000Z');
    expect(sinceTime('2d', now)?.toISOString()).toBe('2026-06-13T10:00:00.000Z');
    expect(sinceTime('2026-06-01T00:00:00Z', now)?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(sinceTime('soon', now)).toBeNull();
  });
});
