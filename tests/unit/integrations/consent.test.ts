// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadConsent } from '../../../src/core/integrations/consent';

const consent = {
  scriptUrl: 'https://consent.example/uc.js',
  consentIds: ['abc-1', 'def-2'],
  declarationUrl: 'https://consent.example/{id}/cd.js?l={language}',
};

// Files share one document here (vitest runs without isolation): count what the loader adds.
const scriptCount = () => document.querySelectorAll('script').length;

describe('cookie-consent loader', () => {
  it('loads nothing without configuration', () => {
    const before = scriptCount();
    expect(loadConsent(document.body, undefined, 'de')).toBe('disabled');
    expect(scriptCount()).toBe(before);
  });

  it('aborts when no host element is given', () => {
    const before = scriptCount();
    expect(loadConsent(null, consent, 'de')).toBe('aborted');
    expect(scriptCount()).toBe(before);
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
