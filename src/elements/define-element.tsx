import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useLayoutEffect } from 'react';
import type { User } from '../core/contract/api';
import { LANGUAGES } from '../core/contract/constants';
import type { CoreConfig } from '../core/core';
import { textsReady } from '../core/i18n/register-texts';
import { getCore } from '../core/page-core';
import type { Navigation } from '../react/hooks/use-navigation';
import { ElementRoot } from '../react/styles/element-root';
import { showPlaceholder } from '../react/styles/placeholder-slot';
import { connectHost, disconnectHost } from './core-event-relay';
import { ChoirErrorEvent } from './events/choir-error-event';
import { ChoirNavigateEvent } from './events/choir-navigate-event';

/** Navigation of an element embedded alone: ask the host first, then open the full app. */
function embeddedNavigation(host: HTMLElement): Navigation {
  const href = (path: string) => `${(getCore().config.value.appUrl ?? '').replace(/\/+$/, '')}${path}`;
  return {
    href,
    navigate(path) {
      const event = new ChoirNavigateEvent(path);
      host.dispatchEvent(event);
      if (!event.defaultPrevented) globalThis.location.assign(href(path));
    },
  };
}

/** Attribute kinds the helper understands; `json` is parsed safely, `boolean` follows HTML rules. */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

/** Attributes every element takes: where the API lives, where the shop is, which language to show. */
export const COMMON_ATTRIBUTES = {
  apiBase: 'string',
  shopUrl: 'string',
  appUrl: 'string',
  locale: 'string',
} as const satisfies Record<string, AttributeKind>;

type Props = Record<string, unknown>;

type Attributes = Record<string, AttributeKind>;
type Methods = Record<string, (...args: never[]) => unknown>;

type ValueOf<K extends AttributeKind> = K extends 'string'
  ? string
  : K extends 'number'
    ? number
    : K extends 'boolean'
      ? boolean
      : unknown;

/** The public instance of an element: its properties, its methods and the shared `user`. */
export type ChoirElement<A extends Attributes = Attributes, M extends Methods = Methods> = HTMLElement & {
  -readonly [P in keyof (typeof COMMON_ATTRIBUTES & A)]?: ValueOf<(typeof COMMON_ATTRIBUTES & A)[P]>;
} & M & {
    /** The signed-in user of the page's shared session, or null. */
    readonly user: User | null;
  };

export interface ElementDefinition<A extends Attributes, M extends Methods> {
  /** Public properties and their attribute kinds (camelCase; the attribute is kebab-case). */
  attributes?: A;
  /** Callback props of the component mapped to the DOM event each one dispatches from the host. */
  events?: Record<string, (detail: never) => Event>;
  /** Public methods, on the element's prototype. */
  methods?: M & ThisType<ChoirElement<A, M>>;
}

// r2wc keeps its state under these registered symbols (v2.1.1); the helper works through them.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
/** r2wc renders only while this is true; it starts true, so an attribute set on an element not yet in the page mounted React. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [R2WC_PROPS]: Props;
  [R2WC_RENDER](): void;
  [R2WC_CONNECTED]: boolean;
}

const CONNECTED = Symbol('connected');

let taskChannel: MessageChannel | undefined;
const waitingForTask: (() => void)[] = [];

/**
 * Runs `run` in a task after the current one, with everything else asked for meanwhile (not a
 * timer: those wait in background tabs). One channel, held here: a port nobody holds may be
 * collected before its message arrives.
 */
function afterThisTask(run: () => void) {
  if (!taskChannel) {
    taskChannel = new MessageChannel();
    taskChannel.port1.onmessage = () => {
      for (const next of waitingForTask.splice(0)) {
        try {
          next();
        } catch (error) {
          // One element failing must not keep the others of the page from coming to life.
          setTimeout(() => {
            throw error;
          });
        }
      }
    };
  }
  waitingForTask.push(run);
  if (waitingForTask.length === 1) taskChannel.port2.postMessage(null);
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parseAttribute(
  host: HTMLElement,
  attribute: string,
  kind: AttributeKind,
  value: string | null,
): { ok: boolean; value?: unknown } {
  if (value === null) return { ok: true, value: undefined };
  switch (kind) {
    case 'boolean':
      return { ok: true, value: value !== 'false' };
    case 'number': {
      const number = Number.parseFloat(value);
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: true, value: undefined };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(value) };
      } catch (error) {
        const tag = host.localName;
        const { i18n } = getCore();
        // In the user's language, so once the texts are there (they load with the first element).
        void textsReady().then(() => {
          const message = i18n.t('errors.invalidAttribute', { attribute, tag });
          console.error(message, error);
          reportWhenConnected(host, new ChoirErrorEvent({ code: 'invalid-attribute', message }));
        });
        return { ok: false };
      }
    default:
      return { ok: true, value: value === '' ? undefined : value };
  }
}

/** An element parsed while not yet in the page reports once it is, where a host can hear it. */
function reportWhenConnected(host: HTMLElement, event: Event) {
  if (host.isConnected) host.dispatchEvent(event);
  else queueMicrotask(() => host.isConnected && host.dispatchEvent(event));
}

/** Applies the common attributes to the shared core (last writer wins, as with any global config). */
function applyCommon(props: Props) {
  const core = getCore();
  const next: CoreConfig = {};
  for (const key of ['apiBase', 'shopUrl', 'appUrl'] as const) {
    const value = props[key] as string | undefined;
    if (value && value !== core.config.value[key]) next[key] = value;
  }
  const locale = LANGUAGES.find((language) => language === props.locale);
  if (locale && locale !== core.config.value.locale) next.locale = locale;
  if (Object.keys(next).length > 0) core.configure(next);
  if (locale && core.i18n.language !== locale) void core.i18n.changeLanguage(locale);
}

/**
 * Makes a React component a custom element with r2wc and fixes what r2wc leaves open (see
 * PITFALLS): no double registration, properties set before definition, HTML boolean semantics,
 * attribute removal back to the default, guarded JSON, `choir-*` events that bubble out of the
 * shadow root, and no state loss when the element is moved in the DOM.
 */
export function defineElement<
  A extends Attributes = Record<never, AttributeKind>,
  M extends Methods = Record<never, never>,
>(
  tag: string,
  Component: ComponentType<Props>,
  definition: ElementDefinition<A, M> = {},
): { new (): ChoirElement<A, M>; prototype: ChoirElement<A, M> } {
  type Defined = { new (): ChoirElement<A, M>; prototype: ChoirElement<A, M> };
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as Defined;

  const kinds: Record<string, AttributeKind> = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const attributeToProp = new Map(Object.keys(kinds).map((prop) => [kebab(prop), prop]));
  const events = definition.events ?? {};

  function Wrapped(props: Props & { container: ShadowRoot }) {
    // Before the browser paints, but not during render: a language change re-renders every other
    // element on the page, which React forbids from inside a render.
    useLayoutEffect(() => applyCommon(props));
    const host = props.container.host as HTMLElement;
    const callbacks: Props = {};
    for (const [name, create] of Object.entries(events)) {
      callbacks[name] = (detail: never) => host.dispatchEvent(create(detail));
    }
    return (
      <ElementRoot container={props.container} navigation={embeddedNavigation(host)}>
        <Component {...props} {...callbacks} />
      </ElementRoot>
    );
  }

  // r2wc gets every public property as a plain string prop: its own parsers would throw on bad
  // JSON and ignore removal, so parsing happens in attributeChangedCallback below.
  const Base = r2wc(Wrapped as ComponentType<Props>, {
    shadow: 'open',
    props: Object.fromEntries(Object.keys(kinds).map((prop) => [prop, 'string' as const])),
  }) as unknown as { new (): HTMLElement & R2wcInternals; observedAttributes: string[] };

  class Upgraded extends Base {
    /** Connected to the core and mounted (a task after the DOM connected it). */
    [CONNECTED] = false;

    static override get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      // Not connected until it comes to life (below): r2wc's own flag starts true, and each
      // attribute of a page's element (upgraded while the bundle is evaluated) or of one made in
      // script and not yet added would mount React at once.
      this[R2WC_CONNECTED] = false;
      for (const [attribute, prop] of attributeToProp) {
        const parsed = parseAttribute(this, attribute, kinds[prop]!, this.getAttribute(attribute));
        this[R2WC_PROPS][prop] = parsed.ok ? parsed.value : undefined;
      }
    }

    connectedCallback() {
      // Properties assigned before the element was defined sit on the instance and hide the
      // accessors: move them through the accessors now.
      for (const prop of Object.keys(kinds)) {
        if (Object.hasOwn(this, prop)) {
          const value = (this as unknown as Props)[prop];
          delete (this as unknown as Props)[prop];
          (this as unknown as Props)[prop] = value;
        }
      }
      // Until then (and until its first view has rendered) the host's own content shows.
      if (this.shadowRoot) showPlaceholder(this.shadowRoot);
      // The element comes to life a task later: a page's bundle upgrades its elements while it is
      // evaluated, and evaluating it, creating the shared core and mounting React were one long
      // task (a few hundred ms on a phone, all of it blocking). React renders later anyway.
      afterThisTask(() => {
        if (!this.isConnected || this[CONNECTED]) return;
        this[CONNECTED] = true;
        connectHost(this);
        (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      });
    }

    disconnectedCallback() {
      // A move (remove + insert in one task) must not unmount React and lose state.
      queueMicrotask(() => {
        if (this.isConnected || !this[CONNECTED]) return;
        this[CONNECTED] = false;
        disconnectHost(this);
        (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = attributeToProp.get(attribute);
      if (!prop) return;
      const parsed = parseAttribute(this, attribute, kinds[prop]!, value);
      if (!parsed.ok) return;
      this[R2WC_PROPS][prop] = parsed.value;
      this[R2WC_RENDER]();
    }
  }

  for (const prop of Object.keys(kinds)) {
    const attribute = kebab(prop);
    Object.defineProperty(Upgraded.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Upgraded) {
        return this[R2WC_PROPS][prop];
      },
      set(this: Upgraded, value: unknown) {
        this[R2WC_PROPS][prop] = value;
        // Reflect simple values; objects stay properties only.
        if (value === undefined || value === null || value === false) this.removeAttribute(attribute);
        else if (value === true) this.setAttribute(attribute, '');
        else if (typeof value !== 'object') this.setAttribute(attribute, String(value));
        this[R2WC_RENDER]();
      },
    });
  }

  Object.defineProperty(Upgraded.prototype, 'user', {
    configurable: true,
    enumerable: true,
    get: () => getCore().auth.user.value,
  });
  for (const [name, method] of Object.entries(definition.methods ?? {})) {
    Object.defineProperty(Upgraded.prototype, name, { configurable: true, writable: true, value: method });
  }

  customElements.define(tag, Upgraded as unknown as CustomElementConstructor);
  return Upgraded as unknown as Defined;
}
