import { describe, expect, it } from 'vitest';
import { afterLoadWhenIdle } from '../../../src/core/util/when-idle';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const idle: { run: () => void; timeout?: number }[] = [];
  const target = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    setTimeout: () => 0,
  };
  return {
    target: target as unknown as Window,
    load: () => {
      for (const listener of listeners) listener();
    },
    idle,
  };
}

describe('background work after the first view', () => {
  it('waits for the page load and then for an idle moment (with a time limit)', () => {
    const page = fakeWindow('loading');
    let runs = 0;
    afterLoadWhenIdle(() => runs++, 3000, page.target);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(runs).toBe(0);
    expect(page.idle).toHaveLength(1);
    expect(page.idle[0]!.timeout).toBe(3000);
    page.idle[0]!.run();
    expect(runs).toBe(1);
  });

  it('on a page that has already loaded, waits only for the idle moment', () => {
    const page = fakeWindow('complete');
    let runs = 0;
    afterLoadWhenIdle(() => runs++, 3000, page.target);
    expect(page.idle).toHaveLength(1);
    page.idle[0]!.run();
    expect(runs).toBe(1);
  });
});
