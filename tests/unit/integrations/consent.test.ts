// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadConsent } from '../../../src/core/integrations/consent';

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
