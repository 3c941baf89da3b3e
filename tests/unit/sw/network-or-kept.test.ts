import { describe, expect, it, vi } from 'vitest';
import { NETWORK_TIMEOUT_MS, networkOrKept } from '../../../src/sw/network-or-kept';

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
    vi.useFakeTimers();
    try {
      let late!: (response: Response) => void;
      const network = new Promise<Response>((resolve) => (late = resolve));
      let settled = false;
      const result = networkOrKept(
        network,
        async () => undefined,
        () => undefined,
        10,
      );
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(40);
      expect(settled).toBe(false);
      late(answer('late'));
      expect(await read(result)).toBe('late');
    } finally {
      vi.useRealTimers();
    }
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
