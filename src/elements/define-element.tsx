import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useLayoutEffect, useState } from 'react';
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

/**
 * Attributes every element takes: where the API lives, where the shop is, which language to show,
 * and its colour scheme (`light`, `dark` or `system`; without it the host page's `color-scheme`).
 */
export const COMMON_ATTRIBUTES = {
  apiBase: 'string',
  shopUrl: 'string',
  appUrl: 'string',
  locale: 'string',
  theme: 'string',
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
  /** Without a `theme` attribute, the user's theme setting decides (the app), not the host page. */
  themeFromSettings?: boolean;
}

/**
 * r2wc's element, as its public API makes it: an open shadow root, React mounted into it on
 * `connectedCallback` and unmounted on `disconnectedCallback`. It is given no props: the element
 * parses its attributes and holds its properties itself (below), since r2wc's own parsing throws on
 * bad JSON, ignores removal and would mount React on the first attribute, in or out of the page.
 */
type R2wcElement = new () => HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/** The element's props, replaced (never changed) on every change, so a render sees one whole set. */
const PROPS = Symbol('props');
/** The view's setter of those props, once it has mounted. */
const SHOW_PROPS = Symbol('show props');

interface PropsHost extends HTMLElement {
  [PROPS]: Props;
  [SHOW_PROPS]?: (props: Props) => void;
}

/**
 * The host element's props, re-rendering on each change as a prop given by `root.render` would
 * (a state update is scheduled like one, with the priority of the event that caused it).
 */
function useHostProps(host: PropsHost): Props {
  const [props, setProps] = useState(host[PROPS]);
  // Kept once unmounted (a setter of an unmounted view does nothing) until a new view replaces it.
  useLayoutEffect(() => {
    host[SHOW_PROPS] = setProps;
    // A change between the first render and now was not heard: catch up.
    setProps(host[PROPS]);
  }, [host]);
  return props;
}

const CONNECTED = Symbol('connected');
const SET = Symbol('set');

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
 * Makes a React component a custom element with r2wc (through its public API only) and fixes what
 * r2wc leaves open (docs/pitfalls.md): no double registration, properties set before definition, HTML
 * boolean semantics, attribute removal back to the default, guarded JSON, `choir-*` events that
 * bubble out of the shadow root, and no state loss when the element is moved in the DOM.
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

  function Wrapped({ container }: { container: ShadowRoot }) {
    const host = container.host as PropsHost;
    const props = useHostProps(host);
    // Before the browser paints, but not during render: a language change re-renders every other
    // element on the page, which React forbids from inside a render.
    useLayoutEffect(() => applyCommon(props));
    const callbacks: Props = {};
    for (const [name, create] of Object.entries(events)) {
      callbacks[name] = (detail: never) => host.dispatchEvent(create(detail));
    }
    return (
      <ElementRoot
        container={container}
        navigation={embeddedNavigation(host)}
        theme={props.theme}
        themeFromSettings={definition.themeFromSettings ?? false}
      >
        <Component container={container} {...props} {...callbacks} />
      </ElementRoot>
    );
  }

  const Base = r2wc(Wrapped, { shadow: 'open' }) as R2wcElement;

  class Upgraded extends Base implements PropsHost {
    [PROPS]: Props = {};
    declare [SHOW_PROPS]?: (props: Props) => void;
    /** Connected to the core and mounted (a task after the DOM connected it). */
    [CONNECTED] = false;

    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      for (const [attribute, prop] of attributeToProp) {
        const parsed = parseAttribute(this, attribute, kinds[prop]!, this.getAttribute(attribute));
        this[PROPS][prop] = parsed.ok ? parsed.value : undefined;
      }
    }

    /** Sets one prop; the view, if mounted, renders the new set. */
    [SET](prop: string, value: unknown) {
      this[PROPS] = { ...this[PROPS], [prop]: value };
      this[SHOW_PROPS]?.(this[PROPS]);
    }

    override connectedCallback() {
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
        // The element's language before its first render: switched at once where its texts are
        // loaded, else their load is under way and the view waits for it (ElementRoot's gate).
        // From the layout effect alone, the first view drew in the language the page had before.
        applyCommon(this[PROPS]);
        super.connectedCallback();
      });
    }

    override disconnectedCallback() {
      // A move (remove + insert in one task) must not unmount React and lose state.
      queueMicrotask(() => {
        if (this.isConnected || !this[CONNECTED]) return;
        this[CONNECTED] = false;
        disconnectHost(this);
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
      const prop = attributeToProp.get(attribute);
      if (!prop) return;
      const parsed = parseAttribute(this, attribute, kinds[prop]!, value);
      if (parsed.ok) this[SET](prop, parsed.value);
    }
  }

  for (const prop of Object.keys(kinds)) {
    const attribute = kebab(prop);
    Object.defineProperty(Upgraded.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Upgraded) {
        return this[PROPS][prop];
      },
      set(this: Upgraded, value: unknown) {
        this[SET](prop, value);
        // Reflect simple values (the attribute, parsed, is then the prop); objects stay properties only.
        if (value === undefined || value === null || value === false) this.removeAttribute(attribute);
        else if (value === true) this.setAttribute(attribute, '');
        else if (typeof value !== 'object') this.setAttribute(attribute, String(value));
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
