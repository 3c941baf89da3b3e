/** Whether a control is whole on the screen (the player's layout and stage specs, issue 36). */
import type { Locator } from '@playwright/test';

/**
 * Why a control is not whole on the screen: off the viewport, clipped by a scrolling or clipping
 * box around it, its own text cut, or covered by something else; 'ok' when it is whole.
 */
export function problemOf(control: Locator): Promise<string> {
  return control.evaluate((element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    const label = `${element.getAttribute('aria-label') ?? element.textContent?.trim()}`;
    if (box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
      return `${label}: off the screen`;
    let around: Element | null = element;
    for (;;) {
      around = around.parentElement ?? ((around.getRootNode() as ShadowRoot).host || null);
      if (!around || around === document.body) break;
      const style = getComputedStyle(around);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = around.getBoundingClientRect();
      if (
        box.left < outer.left - 0.5 ||
        box.right > outer.right + 0.5 ||
        box.top < outer.top - 0.5 ||
        box.bottom > outer.bottom + 0.5
      )
        return `${label}: clipped`;
    }
    if (element.tagName === 'BUTTON' && element.scrollWidth > element.clientWidth + 1)
      return `${label}: text cut`;
    const hit = (element.getRootNode() as ShadowRoot).elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    if (!hit || !(hit === element || element.contains(hit))) return `${label}: covered`;
    return 'ok';
  });
}

/** The problems of every control shown in `where` (its buttons, links and fields). */
export async function problemsIn(where: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const control of await where.locator(':is(a, button, input):visible').all()) {
    const problem = await problemOf(control);
    if (problem !== 'ok') problems.push(problem);
  }
  return problems;
}
