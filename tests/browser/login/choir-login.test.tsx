/// <reference types="mocha" />
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { getCore } from '../../../src/core/page-core';
import '../../../src/elements/choir-login';
import { eventually, waitFor } from '../support/practice-helpers';

function shadow(element: HTMLElement): ShadowRoot {
  return element.shadowRoot!;
}

function field(element: HTMLElement, name: 'email' | 'password'): HTMLInputElement {
  return shadow(element).querySelector(`input[name="${name}"]`)!;
}

/** Types as a user does (React takes an input's change before it handles the next event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function submit(element: HTMLElement) {
  shadow(element).querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

function errors(element: HTMLElement): string[] {
  return [...shadow(element).querySelectorAll('[part="field-error"]')].map((node) => node.textContent ?? '');
}

async function mount(locale: string) {
  const element = await fixture<HTMLElement>(
    html`<choir-login locale=${locale} api-base="/fake-api"></choir-login>`,
  );
  // The first element of a page also creates the core and loads the texts: the form then shows
  // in its locale.
  await eventually(() =>
    expect(element.shadowRoot?.querySelector('h1')?.textContent).to.equal(
      getCore().i18n.getFixedT(locale)('signIn.title'),
    ),
  );
  return element;
}

describe('<choir-login>', () => {
  afterEach(() => {
    const core = getCore();
    core.auth.error.value = null;
  });

  it('renders inside an open shadow root', async () => {
    const element = await mount('en');
    expect(element.shadowRoot).to.exist;
    expect(shadow(element).querySelector('h1')!.textContent).to.equal('Welcome to choir coach');
    // No Emotion style leaks into the page.
    expect(document.head.querySelector('style[data-emotion]')).to.equal(null);
    expect(shadow(element).querySelector('style[data-emotion]')).to.exist;
  });

  it('draws its illustration once, then keeps still (no endless animation)', async () => {
    const element = await mount('en');
    // The drawn stroke (shown from 860 px; the computed style holds at any width).
    const stroke = shadow(element).querySelector('svg[viewBox="0 0 320 280"] path:nth-of-type(2)')!;
    const style = getComputedStyle(stroke);
    expect(style.animationName).to.not.equal('none');
    expect(style.animationIterationCount).to.equal('1');
  });

  it('shows the required-field messages in German', async () => {
    const element = await mount('de');
    submit(element);
    await eventually(() => {
      expect(errors(element)).to.deep.equal(['Email ist erforderlich!', 'Passwort ist erforderlich!']);
      expect(field(element, 'email').getAttribute('aria-invalid')).to.equal('true');
    });
  });

  it('shows the required-field messages in English', async () => {
    const element = await mount('en');
    submit(element);
    await eventually(() =>
      expect(errors(element)).to.deep.equal(['E-mail is required!', 'Passwort ist erforderlich!']),
    );
  });

  it('shows the required-field messages in French', async () => {
    const element = await mount('fr');
    submit(element);
    await eventually(() =>
      expect(errors(element)).to.deep.equal(["L'e-mail est requis!", 'Le mot de passe est requis!']),
    );
  });

  it('asks for a valid e-mail address', async () => {
    const element = await mount('en');
    type(field(element, 'email'), 'clara');
    type(field(element, 'password'), 'x');
    submit(element);
    await eventually(() => expect(errors(element)).to.deep.equal(['Please enter a valid e-mail address.']));
  });

  it('is not styled by host-page CSS', async () => {
    const style = document.createElement('style');
    style.textContent =
      'h1 { color: rgb(255, 0, 0) !important; font-size: 80px !important; } input, button { display: none !important; }';
    document.head.append(style);
    try {
      const element = await mount('en');
      const heading = shadow(element).querySelector('h1')!;
      expect(getComputedStyle(heading).color).not.to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(heading).fontSize).not.to.equal('80px');
      expect(getComputedStyle(field(element, 'email')).display).not.to.equal('none');
    } finally {
      style.remove();
    }
  });

  it('takes the theme colour from a --choir-* custom property', async () => {
    const element = await fixture<HTMLElement>(
      html`<choir-login locale="en" style="--choir-color-primary: rgb(124, 45, 18)"></choir-login>`,
    );
    const button = await waitFor(() =>
      shadow(element).querySelector<HTMLButtonElement>('button[type="submit"]'),
    );
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(124, 45, 18)');
  });

  it('signs in: choir-login bubbles out with the user, the panel shows who; signing out dispatches choir-logout', async () => {
    const user = {
      id: 'u1',
      username: 'Clara Conductor',
      email: 'clara@choir.example',
      firstName: 'Clara',
      lastName: 'C',
    };
    const realFetch = window.fetch;
    window.fetch = async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/auth/login'))
        return Response.json({ token: 't', expiresAt: '2030-01-01T00:00:00Z', user });
      if (url.includes('/auth/usersettings')) return Response.json({});
      return Response.json([]);
    };
    try {
      const wrapper = await fixture<HTMLElement>(
        html`<div><choir-login locale="en" api-base="/fake-api"></choir-login></div>`,
      );
      const element = wrapper.querySelector<HTMLElement>('choir-login')!;
      await waitFor(
        () => element.shadowRoot?.querySelector('button[type="submit"]'),
        3000,
        'the sign-in form',
      );
      type(field(element, 'email'), 'clara@choir.example');
      type(field(element, 'password'), 'secret');
      const received = oneEvent(wrapper, 'choir-login');
      submit(element);
      const event = (await received) as CustomEvent<{ user: typeof user }>;
      expect(event.detail.user.username).to.equal('Clara Conductor');
      expect(event.composed).to.equal(true);
      // Signed in: who it is, and focus moved along from the form that went away.
      await eventually(() => {
        const heading = shadow(element).querySelector('h1')!;
        expect(heading.textContent).to.equal('You are signed in');
        expect(shadow(element).activeElement).to.equal(heading);
      });
      expect(shadow(element).textContent).to.contain('Signed in as Clara Conductor (clara@choir.example).');
      expect((element as HTMLElement & { user: typeof user | null }).user?.email).to.equal(
        'clara@choir.example',
      );
      await expect(element).shadowDom.to.be.accessible();
      const loggedOut = oneEvent(wrapper, 'choir-logout');
      shadow(element).querySelector<HTMLButtonElement>('[part~="sign-out"]')!.click();
      expect(((await loggedOut) as CustomEvent<{ reason: string }>).detail).to.deep.equal({ reason: 'user' });
      await eventually(() => {
        expect(shadow(element).querySelector('h1')!.textContent).to.equal('Welcome to choir coach');
        expect(shadow(element).activeElement).to.equal(field(element, 'email'));
      });
      expect((element as HTMLElement & { user: unknown }).user).to.equal(null);
    } finally {
      await getCore().session.logout();
      window.fetch = realFetch;
    }
  });

  it('shows the failure message and keeps the e-mail', async () => {
    const realFetch = window.fetch;
    window.fetch = async () => Response.json({ error: 'invalid-credentials', message: 'x' }, { status: 401 });
    try {
      const element = await mount('en');
      type(field(element, 'email'), 'clara@choir.example');
      type(field(element, 'password'), 'wrong');
      submit(element);
      await eventually(() =>
        expect(shadow(element).querySelector('[role="alert"]')?.textContent).to.equal(
          'Login failed - please check your credentials and try again.',
        ),
      );
      expect(field(element, 'email').value).to.equal('clara@choir.example');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('opens the "no account yet" dialog with the sign-up link', async () => {
    const element = await fixture<HTMLElement>(
      html`<choir-login locale="en" shop-url="https://shop.example/"></choir-login>`,
    );
    const button = await waitFor(() =>
      [...shadow(element).querySelectorAll('button')].find((b) => b.textContent === 'No account yet?'),
    );
    button.click();
    const dialog = await waitFor(() => shadow(element).querySelector<HTMLDialogElement>('dialog[open]'));
    const link = dialog.querySelector<HTMLAnchorElement>('a')!;
    expect(link.href).to.equal('https://shop.example/customer/account/create');
  });

  it('passes an accessibility audit', async () => {
    const element = await mount('en');
    await expect(element).shadowDom.to.be.accessible();
  });
});
