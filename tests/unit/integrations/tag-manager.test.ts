// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createTagManager, isIgnoredForTracking } from '../../../src/core/integrations/tag-manager';

describe('tag manager', () => {
  // Files share one document here (vitest runs without isolation), and each test starts from a
  // page without the tag manager: leave it as found.
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('is disabled by default', () => {
    const manager = createTagManager(undefined, window);
    expect(manager.enabled).toBe(false);
    expect(manager.pageView('/de/topic/1', 'x')).toBe(false);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('ignores the home page and tracks other pages once enabled', () => {
    const manager = createTagManager(
      { id: 'GTM-TEST', enabled: true, scriptUrl: 'https://tags.example/gtm.js?id={id}' },
      window,
    );
    for (const path of ['/', '/de', '/en/', '/de/start', '/en/auth/login'])
      expect(isIgnoredForTracking(path)).toBe(true);
    expect(manager.pageView('/de/start', 'Start')).toBe(false);
    expect(manager.pageView('/de/topic/3', 'Topic')).toBe(true);
    const layer = (window as { dataLayer?: unknown[] }).dataLayer!;
    expect(layer.at(-1)).toEqual({ event: 'page_view', page_path: '/de/topic/3', page_title: 'Topic' });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://tags.example/gtm.js?id=GTM-TEST',
    );
  });
});
