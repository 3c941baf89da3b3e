/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { useLayoutEffect, useState } from 'react';
import { getCore } from '../../../src/core/page-core';
import { defineElement } from '../../../src/elements/define-element';
import { eventually, waitFor } from '../support/practice-helpers';

interface ProbeProps {
  label?: string;
  count?: number;
  compact?: boolean;
  config?: { colour: string };
  onPing?: (detail: { n: number }) => void;
}

/** A test component that shows every prop it gets and keeps internal state (a click counter). */
function Probe({ label, count, compact, config, onPing }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <output id="label">{label ?? '(none)'}</output>
      <output id="count">{count === undefined ? '(none)' : String(count)}</output>
      <output id="compact">{String(compact === true)}</output>
      <output id="config">{config ? config.colour : '(none)'}</output>
      <button
        type="button"
        onClick={() => {
          setClicks((n) => n + 1);
          onPing?.({ n: clicks + 1 });
        }}
      >
        clicks {clicks}
      </button>
    </div>
  );
}

/** A view that sets its element's own property as it mounts, in a layout effect. */
function SetsOwnLabel({ label, container }: { label?: string; container?: ShadowRoot }) {
  useLayoutEffect(() => {
    (container!.host as HTMLElement & { label?: string }).label = 'set while mounting';
  }, [container]);
  return <output id="label">{label ?? '(none)'}</output>;
}

class PingEvent extends CustomEvent<{ n: number }> {
  constructor(detail: { n: number }) {
    super('choir-ping', { detail, bubbles: true, composed: true });
  }
}

const definition = {
  attributes: { label: 'string', count: 'number', compact: 'boolean', config: 'json' },
  events: { onPing: (detail: { n: number }) => new PingEvent(detail) },
} as const;

const text = (element: Element, id: string) => element.shadowRoot!.querySelector(`#${id}`)!.textContent;

describe('defineElement (the shared element helper)', () => {
  before(() => {
    // Set before the element is defined: the helper must pick it up on upgrade.
    const early = document.createElement('test-probe') as HTMLElement & { label?: string };
    early.id = 'early';
    early.label = 'set before definition';
    document.body.append(early);
    defineElement('test-probe', Probe as never, definition as never);
  });

  it('refuses double registration and returns the first definition', () => {
    const first = customElements.get('test-probe');
    const second = defineElement('test-probe', (() => null) as never);
    expect(second).to.equal(first);
  });

  it('keeps a property set before the element was defined', async () => {
    const early = document.getElementById('early')!;
    await waitFor(() => early.shadowRoot?.querySelector('#label'), 3000, 'the early element rendered');
    expect(text(early, 'label')).to.equal('set before definition');
    document.getElementById('early')!.remove();
  });

  it('treats a bare boolean attribute as true and its removal as the default', async () => {
    const element = await fixture<HTMLElement>(html`<test-probe compact></test-probe>`);
    await eventually(() => expect(text(element, 'compact')).to.equal('true'));
    element.removeAttribute('compact');
    await eventually(() => expect(text(element, 'compact')).to.equal('false'));
  });

  it('goes back to the default when a string or number attribute is removed', async () => {
    const element = await fixture<HTMLElement>(html`<test-probe label="Alto" count="3"></test-probe>`);
    await eventually(() => {
      expect(text(element, 'label')).to.equal('Alto');
      expect(text(element, 'count')).to.equal('3');
    });
    element.removeAttribute('label');
    element.removeAttribute('count');
    await eventually(() => {
      expect(text(element, 'label')).to.equal('(none)');
      expect(text(element, 'count')).to.equal('(none)');
    });
  });

  it('parses JSON attributes and ignores a bad one with a console error, without throwing', async () => {
    // Test files run side by side and share this origin's storage (a stored language): say which.
    await getCore().i18n.changeLanguage('de');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    const problems: { code: string; message: string }[] = [];
    const listen = (event: Event) => problems.push((event as CustomEvent).detail);
    document.addEventListener('choir-error', listen);
    try {
      const element = await fixture<HTMLElement>(html`<test-probe config='{"colour":"blue"}'></test-probe>`);
      await eventually(() => expect(text(element, 'config')).to.equal('blue'));
      element.setAttribute('config', '{not json');
      // A change rendered after it: the bad value, had it been taken, would show by then.
      element.setAttribute('label', 'after');
      await eventually(() => expect(text(element, 'label')).to.equal('after'));
      expect(text(element, 'config')).to.equal('blue');
      const message = 'Das Attribut config von <test-probe> ist kein gültiges JSON und wurde ignoriert.';
      expect(String(errors[0])).to.equal(message);
      // The host hears of it too, as a choir-error from the element.
      expect(problems).to.deep.equal([{ code: 'invalid-attribute', message }]);
      const broken = await fixture<HTMLElement>(html`<test-probe config="{oops"></test-probe>`);
      await eventually(() => expect(text(broken, 'config')).to.equal('(none)'));
    } finally {
      console.error = original;
      document.removeEventListener('choir-error', listen);
    }
  });

  it('accepts objects as properties and reflects simple values to attributes', async () => {
    const element = (await fixture(html`<test-probe></test-probe>`)) as HTMLElement & ProbeProps;
    element.config = { colour: 'green' };
    element.count = 7;
    element.compact = true;
    await eventually(() => {
      expect(text(element, 'config')).to.equal('green');
      expect(element.getAttribute('count')).to.equal('7');
      expect(element.hasAttribute('compact')).to.equal(true);
    });
  });

  it('dispatches events that bubble and cross the shadow root', async () => {
    const wrapper = await fixture<HTMLElement>(html`<section><test-probe></test-probe></section>`);
    const button = await waitFor(() =>
      wrapper.querySelector('test-probe')!.shadowRoot!.querySelector('button'),
    );
    const received: number[] = [];
    wrapper.addEventListener('choir-ping', (event) => received.push((event as PingEvent).detail.n));
    button.click();
    await eventually(() => expect(received).to.deep.equal([1]));
  });

  it('keeps its state when moved in the DOM', async () => {
    const root = await fixture<HTMLElement>(
      html`<div><div id="a"><test-probe></test-probe></div><div id="b"></div></div>`,
    );
    const element = root.querySelector('test-probe')!;
    const button = () => element.shadowRoot!.querySelector('button')!;
    await waitFor(() => element.shadowRoot!.querySelector('button'));
    button().click();
    await eventually(() => expect(button().textContent).to.equal('clicks 1'));
    button().click();
    await eventually(() => expect(button().textContent).to.equal('clicks 2'));
    root.querySelector('#b')!.append(element);
    // A change rendered after the move: a remount (which would lose the clicks) would have come first.
    element.setAttribute('label', 'moved');
    await eventually(() => expect(text(element, 'label')).to.equal('moved'));
    expect(button().textContent).to.equal('clicks 2');
  });

  it('mounts nothing while it is not in the page, however its attributes change', async () => {
    const detached = document.createElement('test-probe');
    detached.setAttribute('label', 'given before it is in the page');
    detached.setAttribute('count', '3');
    // No React root for an element nobody may ever add (it would never be unmounted): one in the
    // page, given the same, has rendered meanwhile.
    const inPage = await fixture<HTMLElement>(html`<test-probe></test-probe>`);
    inPage.setAttribute('label', 'given before it is in the page');
    inPage.setAttribute('count', '3');
    await eventually(() => expect(text(inPage, 'count')).to.equal('3'));
    expect(detached.shadowRoot!.childNodes.length).to.equal(0);
    document.body.append(detached);
    // Nor in the task that connects it: it comes to life a task later.
    expect(detached.shadowRoot!.childNodes.length).to.equal(0);
    try {
      await waitFor(() => detached.shadowRoot!.querySelector('#label'), 3000, 'the element rendered');
      expect(text(detached, 'label')).to.equal('given before it is in the page');
      expect(text(detached, 'count')).to.equal('3');
    } finally {
      detached.remove();
    }
  });

  it('shows its own content (a host’s placeholder) until its first view, then never again', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<test-probe label="ready"><p id="waiting">Loading…</p></test-probe>';
    const element = root.querySelector('test-probe')!;
    const waiting = root.querySelector<HTMLElement>('#waiting')!;
    document.body.append(root);
    // Connected, not yet alive: the content shows through the element's shadow root.
    expect(waiting.offsetHeight).to.be.greaterThan(0);
    await waitFor(() => element.shadowRoot!.querySelector('#label'), 3000, 'the element rendered');
    expect(text(element, 'label')).to.equal('ready');
    expect(waiting.offsetHeight).to.equal(0);
    // A re-render (a changed attribute) does not bring it back.
    element.setAttribute('label', 'again');
    await eventually(() => expect(text(element, 'label')).to.equal('again'));
    expect(waiting.offsetHeight).to.equal(0);
    root.remove();
  });

  it('shows a property the view itself sets as it mounts (before the element hears of its view)', async () => {
    defineElement('test-sets-own-label', SetsOwnLabel as never, { attributes: { label: 'string' } });
    const element = await fixture<HTMLElement>(html`<test-sets-own-label></test-sets-own-label>`);
    await waitFor(
      () => element.shadowRoot!.querySelector('#label')?.textContent === 'set while mounting',
      3000,
      'the label set while mounting shown',
    );
    expect(element.getAttribute('label')).to.equal('set while mounting');
  });

  it('unmounts when removed for good', async () => {
    const root = await fixture<HTMLElement>(html`<div><test-probe label="bye"></test-probe></div>`);
    const element = root.querySelector('test-probe')!;
    await eventually(() => expect(text(element, 'label')).to.equal('bye'));
    element.remove();
    await eventually(() => expect(element.shadowRoot!.querySelector('#label')).to.equal(null));
  });
});

describe('core events reach the host page once, from the element the user worked in', () => {
  const user = {
    id: 'u1',
    username: 'Clara Conductor',
    email: 'c@x.example',
    firstName: 'Clara',
    lastName: 'C',
  };

  /** Every `choir-login`/`choir-logout` the page hears, with the tag id that dispatched it. */
  function listen() {
    const heard: string[] = [];
    const record = (event: Event) => heard.push(`${event.type} from ${(event.target as HTMLElement).id}`);
    document.addEventListener('choir-login', record);
    document.addEventListener('choir-logout', record);
    return {
      heard,
      stop() {
        document.removeEventListener('choir-login', record);
        document.removeEventListener('choir-logout', record);
      },
    };
  }

  it('dispatches once, from the element last pressed, else from the first one', async () => {
    const root = await fixture<HTMLElement>(
      html`<div><test-probe id="one"></test-probe><test-probe id="two"></test-probe></div>`,
    );
    const [one, two] = [...root.querySelectorAll('test-probe')] as HTMLElement[];
    await waitFor(() => one!.shadowRoot!.querySelector('button') && two!.shadowRoot!.querySelector('button'));
    const page = listen();
    try {
      two!
        .shadowRoot!.querySelector('button')!
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      getCore().events.emit({ type: 'login', user });
      two!.remove();
      await waitFor(() => !two!.shadowRoot!.querySelector('button'), 3000, 'the removed element unmounted');
      getCore().events.emit({ type: 'logout', reason: 'expired' });
      expect(page.heard).to.deep.equal(['choir-login from two', 'choir-logout from one']);
      expect((one as HTMLElement & { user: unknown }).user).to.equal(null);
    } finally {
      page.stop();
    }
  });

  it('comes to life a task after it is connected, so a bundle’s evaluation and the mounting are two tasks', async () => {
    const page = listen();
    const late = document.createElement('test-probe');
    late.id = 'late';
    const gone = document.createElement('test-probe');
    try {
      document.body.append(late, gone);
      // In the connecting task: no host for the core's events yet, nothing mounted.
      getCore().events.emit({ type: 'login', user });
      expect(page.heard).to.deep.equal([]);
      expect(late.shadowRoot!.childNodes.length).to.equal(0);
      gone.remove();
      await waitFor(() => late.shadowRoot!.querySelector('#label'), 3000, 'the element rendered');
      getCore().events.emit({ type: 'logout', reason: 'expired' });
      expect(page.heard).to.deep.equal(['choir-logout from late']);
      // Removed in the task that added it: never mounted (its turn came in the task that brought
      // the other to life).
      expect(gone.shadowRoot!.childNodes.length).to.equal(0);
    } finally {
      page.stop();
      late.remove();
    }
  });

  it('puts public methods on the element', async () => {
    defineElement('test-methods', Probe as never, {
      methods: {
        shout(this: HTMLElement, word: string) {
          return `${this.localName}: ${word}!`;
        },
      },
    });
    const element = (await fixture(html`<test-methods></test-methods>`)) as HTMLElement & {
      shout(word: string): string;
    };
    expect(element.shout('hello')).to.equal('test-methods: hello!');
  });
});
