import { describe, expect, it } from 'vitest';
import { pageHead } from '../../server/http/page-head';
import { startTestServer } from './helpers';

/** The app page's title and description speak the route's language before the bundle runs. */
describe('the app page’s title and description', () => {
  it('are the title the app gives the route, in the path’s language', () => {
    expect(pageHead('/en/auth/login', 'en').title).toBe(
      'choir coach – The learning app for choir conductors',
    );
    expect(pageHead('/de/start', 'de').title).toBe(
      'choir coach – Die Lern-App für Chorleiterinnen und Chorleiter',
    );
    expect(pageHead('/en/player/10001', 'en').title).toBe('Player – choir coach');
    expect(pageHead('/de/learnElement/0/1/14', 'de').title).toBe('Lektion – choir coach');
    expect(pageHead('/en/no/such/page', 'en').title).toBe('Page not found – choir coach');
    expect(pageHead('/', 'de').title).toBe('choir coach – Die Lern-App für Chorleiterinnen und Chorleiter');
    expect(pageHead('/en/works', 'en').description).toMatch(/^Learn to conduct/);
  });

  it('are in the page the server sends', async () => {
    const server = await startTestServer();
    try {
      const english = await (await server.app.request('/en/works')).text();
      expect(english).toContain('<title>My works – choir coach</title>');
      expect(english).toContain('<meta name="description" content="Learn to conduct with topics');
      expect(english).not.toMatch(/%TITLE%|%DESCRIPTION%|Dirigieren lernen/);
      const german = await (await server.app.request('/de/works')).text();
      expect(german).toContain('<title>Meine Werke – choir coach</title>');
      expect(german).toContain('content="Dirigieren lernen');
    } finally {
      await server.close();
    }
  });
});
