import { getCore } from '../../../src/core/page-core';
import { DEFAULT_TOOL_SETTINGS, toolSettingsStore } from '../../../src/core/practice/tool-settings';

/** Shared helpers of the practice-tool browser tests. */

export function root(element: HTMLElement): ShadowRoot {
  return element.shadowRoot!;
}

export function part<T extends Element = HTMLElement>(element: HTMLElement, name: string): T {
  const found = root(element).querySelector<T>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part ${name}`);
  return found;
}

export function buttonByText(element: HTMLElement, text: string): HTMLButtonElement {
  const button = [...root(element).querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`no button "${text}"`);
  return button;
}

export function radio(element: HTMLElement, legend: string, value: string): HTMLInputElement {
  const fieldset = [...root(element).querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')?.textContent === legend,
  );
  const input = fieldset?.querySelector<HTMLInputElement>(`input[value="${value}"]`);
  if (!input) throw new Error(`no radio ${legend}=${value}`);
  return input;
}

/**
 * Resolves once the page has nothing left to do: no task waiting, React's scheduled renders
 * included (they keep the page busy until done). For checks of what did not render.
 */
export const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));

/** Resolves once the animations and transitions running in `root` have finished (endless ones aside). */
export async function animationsDone(root: DocumentOrShadowRoot): Promise<void> {
  const finite = root
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
  await Promise.all(finite.map((animation) => animation.finished));
}

/** How often the waits below look again. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Waits until `check` returns a truthy value (or fails after `ms`). */
export async function waitFor<T>(check: () => T, ms = 3000, what = 'condition'): Promise<NonNullable<T>> {
  const end = performance.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await nextLook();
  }
}

/**
 * Runs `check` (assertions, or a lookup that throws until it finds) until it passes, and answers
 * what it returned: what a change shows once the view has rendered it. After `ms` it fails with the
 * check's own error.
 */
export async function eventually<T>(check: () => T | Promise<T>, ms = 3000): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (performance.now() > end) throw error;
    }
    await nextLook();
  }
}

/** Every test starts from the default tool choices. */
export function resetTools() {
  const store = toolSettingsStore(getCore());
  store.update(DEFAULT_TOOL_SETTINGS);
  store.flush();
}

export function press(target: Element, key: string) {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
  );
}
