/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/choir-options';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
type OptionsElement = HTMLElement & { open?: boolean };

describe('<choir-options>', () => {
  it('reflects whether the dialog is open, however it was opened or closed', async () => {
    const element = await fixture<OptionsElement>(html`<choir-options locale="en"></choir-options>`);
    await settle();
    const root = element.shadowRoot!;
    expect(root.querySelector('dialog[open]')).to.equal(null);
    root.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
    await settle();
    expect(root.querySelector('dialog[open]')).to.exist;
    expect(element.hasAttribute('open')).to.equal(true);
    expect(element.open).to.equal(true);
    await expect(element).shadowDom.to.be.accessible();

    // Closed by the user: the attribute goes, so the host can open it again with the same call.
    root.querySelector('dialog[open]')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await settle();
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(element.hasAttribute('open')).to.equal(false);
    element.open = true;
    await settle();
    expect(root.querySelector('dialog[open]')).to.exist;
    element.removeAttribute('open');
    await settle();
    expect(root.querySelector('dialog[open]')).to.equal(null);
  });

  it('opens at once with the open attribute', async () => {
    const element = await fixture<OptionsElement>(html`<choir-options locale="de" open></choir-options>`);
    await settle();
    expect(element.shadowRoot!.querySelector('dialog[open]')).to.exist;
    expect(element.shadowRoot!.querySelector('dialog[open]')!.textContent).to.contain('Optionen');
  });
});
