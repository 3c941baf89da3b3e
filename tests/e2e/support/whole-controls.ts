/** Whether a control is whole on the screen (the player's layout and stage specs, issue 36). */
import type { Locator } from '@playwright/test';

/**
 * The problems of every control shown in `where` (its buttons, links and fields): off the
 * viewport, clipped by a scrolling or clipping box around it, its own text cut, or covered by
 * something else. One call into the page for all of them: a call per control made the layout
 * walks spend most of their time on round trips.
 */
export function problemsIn(where: Locator): Promise<string[]> {
  return where.locator(':is(a, button, input)').evaluateAll((controls) => {
    const problemOf = (element: HTMLElement) => {
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
    };
    // Shown as Playwright's `:visible` means it: a box of some size, not hidden by `visibility`.
    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    };
    return (controls as HTMLElement[])
      .filter(shown)
      .map(problemOf)
      .filter((problem) => problem !== 'ok');
  });
}
