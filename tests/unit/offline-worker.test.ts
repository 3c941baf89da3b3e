import { describe, expect, it, vi } from 'vitest';
import { offlineWorkerUrl } from '../../src/core/offline/register-worker';
import { rangeOf } from '../../src/sw/byte-range';
import { NETWORK_TIMEOUT_MS, networkOrKept } from '../../src/sw/network-or-kept';

describe('the offline worker address (issue 14: the API on another origin)', () => {
  it('names the app page and the API as an absolute address', () => {
    const url = new URL(
      offlineWorkerUrl({
        apiBase: 'http://localhost:3000/api',
        appPage: '/app.html',
        pageUrl: 'http://localhost:3001/en/start',
      }),
      'http://localhost:3001/',
    );
    expect(url.pathname).toBe('/sw.js');
    expect(url.searchParams.get('page')).toBe('/app.html');
    expect(url.searchParams.get('api')).toBe('http://localhost:3000/api');
  });

  it('resolves a relative API base against the page (the app page with api-base="/api")', () => {
    const url = new URL(
      offlineWorkerUrl({ apiBase: '/api', appPage: '/', pageUrl: 'https://client.example.org/de/start' }),
      'https://client.example.org/',
    );
    expect(url.searchParams.get('api')).toBe('https://client.example.org/api');
  });
});

describe('a kept audio file answers the ranges <audio> asks for', () => {
  const whole = () =>
    new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), {
      headers: { 'Content-Type': 'audio/mpeg' },
    });
  const bytes = async (response: Response) => Array.from(new Uint8Array(await response.arrayBuffer()));

  it('gives the whole file without a range', async () => {
    const response = await rangeOf(whole(), null);
    expect(response.status).toBe(200);
    expect(await bytes(response)).toHaveLength(10);
  });

  it('gives open, closed and suffix ranges as 206 with Content-Range', async () => {
    const open = await rangeOf(whole(), 'bytes=0-');
    expect([open.status, open.headers.get('content-range'), (await bytes(open)).length]).toEqual([
      206,
      'bytes 0-9/10',
      10,
    ]);
    const closed = await rangeOf(whole(), 'bytes=2-4');
    expect([closed.headers.get('content-range'), await bytes(closed)]).toEqual(['bytes 2-4/10', [2, 3, 4]]);
    const suffix = await rangeOf(whole(), 'bytes=-3');
    expect(await bytes(suffix)).toEqual([7, 8, 9]);
    const past = await rangeOf(whole(), 'bytes=8-99');
    expect(await bytes(past)).toEqual([8, 9]);
  });

  it('refuses a range outside the file with 416', async () => {
    const response = await rangeOf(whole(), 'bytes=10-');
    expect([response.status, response.headers.get('content-range')]).toEqual([416, 'bytes */10']);
  });
});

describe('network first with a silent network (issue 14: a reload against a server that never answers)', () => {
  const answer = (text: string) => new Response(text);
  const never = () => new Promise<Response>(() => undefined);
  const read = async (response: Promise<Response>) => (await response).text();

  it('answers from the network when it answers in time', async () => {
    const kept = vi.fn(async () => answer('kept'));
    expect(await read(networkOrKept(Promise.resolve(answer('fresh')), kept, () => undefined, 50))).toBe(
      'fresh',
    );
    expect(kept).not.toHaveBeenCalled();
  });

  it('answers the kept copy once the network has been silent for the timeout, and lets the network finish', async () => {
    vi.useFakeTimers();
    try {
      const keptAlive: Promise<unknown>[] = [];
      let settled = false;
      const result = networkOrKept(
        never(),
        async () => answer('kept'),
        (work) => keptAlive.push(work),
        NETWORK_TIMEOUT_MS,
      );
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await read(result)).toBe('kept');
      expect(keptAlive).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps waiting for a slow network when nothing is kept', async () => {
    let late!: (response: Response) => void;
    const network = new Promise<Response>((resolve) => (late = resolve));
    const result = networkOrKept(
      network,
      async () => undefined,
      () => undefined,
      10,
    );
    setTimeout(() => late(answer('late')), 40);
    expect(await read(result)).toBe('late');
  });

  it('answers the kept copy when the network fails, and the failure when nothing is kept', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(
      await read(
        networkOrKept(
          failing(),
          async () => answer('kept'),
          () => undefined,
          50,
        ),
      ),
    ).toBe('kept');
    await expect(
      networkOrKept(
        failing(),
        async () => undefined,
        () => undefined,
        50,
      ),
    ).rejects.toThrow('Failed to fetch');
  });
});
