/**
 * Slow clients cannot hold connections: a body that stops coming, or headers that never end, get
 * `408 Request Timeout` and a closed connection within seconds (REQUEST_TIMEOUTS), on a real
 * server listening the way server/main.ts does. A response that takes long is not cut.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, REQUEST_TIMEOUTS } from '../../server/http/node-server';
import { testServerForFile } from './helpers';

const setup = testServerForFile();
/** Node looks for late requests once a checking interval; a busy machine adds a little. */
const LEEWAY_MS = REQUEST_TIMEOUTS.connectionsCheckingInterval + 3000;

const servers: ServerType[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

async function listening(fetch: (request: Request) => Response | Promise<Response>): Promise<number> {
  const server = listen({ fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `text` on a raw connection and keeps it open: what came back, and when the server closed it. */
function sendAndWait(port: number, text: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
  });
}

let port: number;
beforeAll(async () => {
  port = await listening(setup.app.fetch);
});

describe.concurrent('slow requests', () => {
  it('answers 408 and closes a connection whose announced body stops after 10 of 100 bytes', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUTS.requestTimeout + LEEWAY_MS);
  });

  it('answers 408 and closes a connection whose headers never end', async () => {
    const { answer, closedAfterMs } = await sendAndWait(port, 'GET /api/health HTTP/1.1\r\nHost: local');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUTS.headersTimeout + LEEWAY_MS);
  });

  it('does not cut a response that takes longer than the request time-out', async () => {
    const slow = await listening(
      new Hono().get('/slow', async (c) => {
        await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUTS.requestTimeout + 1500));
        return c.text('done');
      }).fetch,
    );
    const res = await fetch(`http://127.0.0.1:${slow}/slow`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
  });
}, 30_000);
