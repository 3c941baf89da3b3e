import { describe, expect, it } from 'vitest';
import { offlineWorkerUrl } from '../../../src/core/offline/register-worker';

describe('the offline worker address (issue 14: the API on another origin)', () => {
  it('names the app page and the API as an absolute address', () => {
    const url = new URL(
      offlineWorkerUrl({
        apiBase: 'http://localhost:3000/api',
        appPage: '/app.html',
        pageUrl: 'http://localhost:3001/en/start',
        moduleUrl: 'http://localhost:3001/dist/chunks/chunk-ABCD1234.js',
      }),
      'http://localhost:3001/',
    );
    expect(url.pathname).toBe('/sw.js');
    expect(url.searchParams.get('page')).toBe('/app.html');
    expect(url.searchParams.get('api')).toBe('http://localhost:3000/api');
    // A host loading the per-element files: the worker caches those.
    expect(url.searchParams.get('bundle')).toBeNull();
  });

  it('resolves a relative API base against the page and names the app bundle when the app page runs it', () => {
    const url = new URL(
      offlineWorkerUrl({
        apiBase: '/api',
        appPage: '/',
        pageUrl: 'https://client.example.org/de/start',
        moduleUrl: 'https://client.example.org/dist/app/choir-app-0a1b2c3d.js',
      }),
      'https://client.example.org/',
    );
    expect(url.searchParams.get('api')).toBe('https://client.example.org/api');
    // The app page's own bundle: the worker caches only that one.
    expect(url.searchParams.get('bundle')).toBe('app');
  });
});
