import { describe, expect, it } from 'vitest';
import { rangeOf } from '../../../src/sw/byte-range';

describe('a cached audio file responds to the ranges <audio> requests', () => {
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
