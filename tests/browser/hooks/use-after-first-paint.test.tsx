import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useAfterFirstPaint } from '../../../src/react/hooks/use-after-first-paint';
import { waitFor } from '../support/practice-helpers';

/** A part a screen renders later, unless it is needed at once. */
function Later({ neededNow = false }: { neededNow?: boolean }) {
  return useAfterFirstPaint(neededNow) ? <dialog>closed dialog</dialog> : null;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('useAfterFirstPaint', () => {
  it('leaves its part out of the first view and adds it once that view was painted', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Later />));
    expect(host.innerHTML).to.equal('');
    // Not before the browser has drawn the first view (a frame), then in a task after it.
    await frame();
    expect(host.innerHTML).to.equal('');
    await waitFor(() => host.querySelector('dialog'), 3000, 'the later part');
    expect(host.querySelector('dialog')?.textContent).to.equal('closed dialog');
    root.unmount();
    host.remove();
  });

  it('adds its part in the same render when it is needed before the first paint (a click on a busy page)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    flushSync(() => root.render(<Later />));
    expect(host.innerHTML).to.equal('');
    flushSync(() => root.render(<Later neededNow />));
    expect(host.querySelector('dialog')?.textContent).to.equal('closed dialog');
    root.unmount();
    host.remove();
  });
});
