import { describe, expect, it } from 'vitest';
import { bootBarAttributes } from '../../server/http/boot-frame';
import { startTestServer } from './helpers';

/** The app page's placeholder bar (demo/index.html) fits the route the app will draw (issue 15). */
describe('the app page’s placeholder bar', () => {
  it('has room for the back arrow except on the start page, and is hidden where the app draws no bar', () => {
    expect(bootBarAttributes('/en/start', 'en')).toBe('');
    expect(bootBarAttributes('/de/learnElement/0/1/14', 'de')).toBe('data-back');
    expect(bootBarAttributes('/en/player/10001', 'en')).toBe('data-back');
    expect(bootBarAttributes('/en/works', 'en')).toBe('data-back');
    expect(bootBarAttributes('/de/auth/login', 'de')).toBe('hidden');
    expect(bootBarAttributes('/en/no/such/page', 'en')).toBe('hidden');
    // `/` goes on to the sign-in page at once.
    expect(bootBarAttributes('/', 'de')).toBe('hidden');
  });

  it('is in the page the server sends, filled in', async () => {
    const server = await startTestServer();
    try {
      const lesson = await (await server.app.request('/en/learnElement/0/1/14')).text();
      expect(lesson).toMatch(/<div class="boot-bar" aria-hidden="true" data-back>/);
      const login = await (await server.app.request('/de/auth/login')).text();
      expect(login).toMatch(/<div class="boot-bar" aria-hidden="true" hidden>/);
      expect(login).not.toContain('%BOOT_BAR%');
    } finally {
      await server.close();
    }
  });
});
