import { describe, expect, it, vi } from 'vitest';
import { NETWORK_TIMEOUT_MS, networkOrCache } from '../../../src/sw/network-or-cache';

describe('network first with a silent network (issue 14: a reload against a server that never responds)', () => {
  const response = (text: string) => new Response(text);
  const never = () => new Promise<Response>(() => undefined);
  const read = async (pending: Promise<Response>) => (await pending).text();

  it('responds from the network when it responds in time', async () => {
    const cached = vi.fn(async () => response('cached'));
    expect(await read(networkOrCache(Promise.resolve(response('fresh')), cached, () => undefined, 50))).toBe(
      'fresh',
    );
    expect(cached).not.toHaveBeenCalled();
  });

  it('responds with the cached copy once the network has been silent for the timeout, and lets the network finish', async () => {
    vi.useFakeTimers();
    try {
      const keptAlive: Promise<unknown>[] = [];
      let settled = false;
      const result = networkOrCache(
        never(),
        async () => response('cached'),
        (work) => keptAlive.push(work),
        NETWORK_TIMEOUT_MS,
      );
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await read(result)).toBe('cached');
      expect(keptAlive).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps waiting for a slow network when nothing is cached', async () => {
    vi.useFakeTimers();
    try {
      let late!: (response: Response) => void;
      const network = new Promise<Response>((resolve) => (late = resolve));
      let settled = false;
      const result = networkOrCache(
        network,
        async () => undefined,
        () => undefined,
        10,
      );
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(40);
      expect(settled).toBe(false);
      late(response('late'));
      expect(await read(result)).toBe('late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('responds with the cached copy when the network fails, and the failure when nothing is cached', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(
      await read(
        networkOrCache(
          failing(),
          async () => response('cached'),
          () => undefined,
          50,
        ),
      ),
    ).toBe('cached');
    await expect(
      networkOrCache(
        failing(),
        async () => undefined,
        () => undefined,
        50,
      ),
    ).rejects.toThrow('Failed to fetch');
  });
});
