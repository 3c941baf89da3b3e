import { expect } from '@open-wc/testing';
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { inBackground } from '../../../src/core/util/background-writes';
import { waitFor } from '../support/practice-helpers';

/**
 * Signal changes from the network (background writes) render as a React transition, in slices and a
 * task later; every other change renders at once, as React's own store hook does.
 */
let renders = 0;
function Count({ count }: { count: { value: number } }) {
  useSignals();
  renders += 1;
  return <output>{count.value}</output>;
}

const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the signals store hook', () => {
  let root: Root;
  let host: HTMLElement;
  const count = signal(0);
  const shown = () => host.querySelector('output')?.textContent;

  beforeEach(() => {
    count.value = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    flushSync(() => root.render(<Count count={count} />));
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('renders an ordinary write before the next task', async () => {
    count.value = 1;
    await microtasks();
    expect(shown()).to.equal('1');
  });

  it('renders a background write later, as a transition', async () => {
    inBackground(() => {
      count.value = 2;
    });
    await microtasks();
    expect(shown()).to.equal('0');
    await waitFor(() => shown() === '2', 3000, 'the background write rendered');
  });

  it('an ordinary write after a background one shows the newest value at once', async () => {
    inBackground(() => {
      count.value = 3;
    });
    count.value = 4;
    await microtasks();
    expect(shown()).to.equal('4');
    // The background write's own render comes later still: it must not bring back the older value.
    const before = renders;
    await waitFor(() => renders > before, 3000, 'the transition rendered');
    expect(shown()).to.equal('4');
  });
});
