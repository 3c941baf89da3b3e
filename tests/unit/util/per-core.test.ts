import { describe, expect, it } from 'vitest';
import { perCore } from '../../../src/core/util/per-core';

describe('perCore', () => {
  it('makes one value per core, on first use', () => {
    let made = 0;
    const stateFor = perCore((core: { name: string }) => ({ name: core.name, serial: ++made }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(made).toBe(0);
    expect(stateFor(a)).toBe(stateFor(a));
    expect(stateFor(b)).toEqual({ name: 'b', serial: 2 });
    expect(made).toBe(2);
  });
});
