/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/choir-options';
import { waitFor } from '../support/practice-helpers';

type OptionsElement = HTMLElement & { open?: boolean };

describe('<choir-options>', () => {
  it('reflects whether the dialog is open, however it was opened or closed', async () => {
    const element = await fixture<OptionsElement>(html`<choir-options locale="en"></choir-options>`);
    const root = element.shadowRoot!;
    await waitFor(() => root.querySelector('[part~="button"]'), 3000, 'the options button');
    expect(root.querySelector('dialog[open]')).to.equal(null);
    // Each change shows within a few renders (a busy machine takes longer than one short wait).
    const shown = () => root.querySelector('dialog[open]');
    root.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
    await waitFor(shown, 3000, 'the dialog to open');
    expect(element.hasAttribute('open')).to.equal(true);
    expect(element.open).to.equal(true);
    await expect(element).shadowDom.to.be.accessible();

    // Closed by the user: the attribute goes, so the host can open it again with the same call.
    shown()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !shown(), 3000, 'the dialog to close');
    expect(element.hasAttribute('open')).to.equal(false);
    element.open = true;
    await waitFor(shown, 3000, 'the dialog to open again');
    element.removeAttribute('open');
    await waitFor(() => !shown(), 3000, 'the dialog to close again');
  });

  it('stays open when the host opens it again just as the user closed it', async () => {
    const element = await fixture<OptionsElement>(html`<choir-options locale="en" open></choir-options>`);
    const root = element.shadowRoot!;
    const dialog = await waitFor(
      () => root.querySelector<HTMLDialogElement>('dialog[open]'),
      3000,
      'the dialog',
    );
    // The host reopens it the moment the dialog shuts, before the browser's close event comes.
    new MutationObserver((_, observer) => {
      if (dialog.open) return;
      observer.disconnect();
      element.open = true;
    }).observe(dialog, { attributes: true, attributeFilter: ['open'] });
    // The browser's close event for the shutting comes a task later: it must not shut it again.
    const closeEvent = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => element.hasAttribute('open') && dialog.open, 3000, 'the dialog open again');
    await closeEvent;
    // What the close event changed has rendered by the next frame.
    await new Promise(requestAnimationFrame);
    expect(dialog.open).to.equal(true);
    expect(element.hasAttribute('open')).to.equal(true);
  });

  it('opens at once with the open attribute', async () => {
    const element = await fixture<OptionsElement>(html`<choir-options locale="de" open></choir-options>`);
    const dialog = await waitFor(() => element.shadowRoot!.querySelector('dialog[open]'), 3000, 'the dialog');
    expect(dialog.textContent).to.contain('Optionen');
  });
});
