// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadConsent } from '../../src/core/integrations/consent';
import { createTagManager, isIgnoredForTracking } from '../../src/core/integrations/tag-manager';

const consent = {
  scriptUrl: 'https://consent.example/uc.js',
  consentIds: ['abc-1', 'def-2'],
  declarationUrl: 'https://consent.example/{id}/cd.js?l={language}',
};

describe('cookie-consent loader', () => {
  it('loads nothing without configuration', () => {
    expect(loadConsent(document.body, undefined, 'de')).toBe('disabled');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('aborts when no host element is given', () => {
    expect(loadConsent(null, consent, 'de')).toBe('aborted');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the banner in the interface language and one declaration per consent id', () => {
    const host = document.createElement('div');
    expect(loadConsent(host, consent, 'en')).toBe('loaded');
    const scripts = [...host.querySelectorAll('script')];
    expect(scripts.map((s) => s.src)).toEqual([
      'https://consent.example/uc.js',
      'https://consent.example/abc-1/cd.js?l=en',
      'https://consent.example/def-2/cd.js?l=en',
    ]);
    expect(scripts[0]!.dataset.culture).toBe('EN');
  });
});

describe('tag manager', () => {
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
