import { describe, expect, it } from 'vitest';
import { resolvePath, switchLocale } from '../../../src/core/routing/resolve-path';
import { pathFor, routeLocale } from '../../../src/core/routing/routes';

describe('routes (requirements R2.1, R2.2)', () => {
  it('sends / and /auth/login to the login page of the current locale', () => {
    expect(resolvePath('/', 'de', false)).toEqual({ kind: 'redirect', to: '/de/auth/login' });
    expect(resolvePath('/auth/login', 'en', false)).toEqual({ kind: 'redirect', to: '/en/auth/login' });
  });

  it("treats a host's page file (the app at /app.html) as the app's entry, like /", () => {
    expect(resolvePath('/app.html', 'en', false)).toEqual({ kind: 'redirect', to: '/en/auth/login' });
    expect(resolvePath('/de/app.html', 'de', false)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('replaces a missing or unsupported locale by the current one, en as fallback', () => {
    expect(resolvePath('/start', 'de', true)).toEqual({ kind: 'redirect', to: '/de/start' });
    expect(resolvePath('/xx/topic/3', 'de', true)).toEqual({ kind: 'redirect', to: '/de/topic/3' });
    expect(resolvePath('/fr/start', 'fr', true)).toEqual({ kind: 'redirect', to: '/en/start' });
    expect(routeLocale('fr')).toBe('en');
  });

  it('matches the routes with their parameters and layouts', () => {
    const element = resolvePath('/en/learnElement/2/21/213', 'de', false);
    expect(element).toMatchObject({
      kind: 'route',
      locale: 'en',
      params: { topicId: '2', moduleId: '21', learnElementId: '213' },
    });
    expect(element.kind === 'route' && element.route.layout).toBe('learnElement');
    expect(resolvePath('/de/topic', 'de', false)).toMatchObject({
      kind: 'route',
      route: { name: 'topic' },
      params: {},
    });
    expect(resolvePath('/de/auth/login', 'de', false)).toMatchObject({
      route: { name: 'auth-login', layout: 'auth' },
    });
  });

  it('requires login only for debug', () => {
    expect(resolvePath('/de/debug', 'de', false)).toEqual({
      kind: 'redirect',
      to: '/de/auth/login?redirect=%2Fde%2Fdebug',
    });
    expect(resolvePath('/de/debug', 'de', true)).toMatchObject({ kind: 'route', route: { name: 'debug' } });
    expect(resolvePath('/de/auth/library', 'de', false)).toMatchObject({
      kind: 'route',
      route: { name: 'library' },
    });
  });

  it('reports unknown paths', () => {
    expect(resolvePath('/de/nowhere', 'de', true)).toEqual({ kind: 'notFound', locale: 'de' });
  });

  it('builds paths and switches their locale', () => {
    expect(pathFor('learnElement', 'de', { topicId: '0', moduleId: '1', learnElementId: '11' })).toBe(
      '/de/learnElement/0/1/11',
    );
    expect(pathFor('topic', 'en')).toBe('/en/topic');
    expect(switchLocale('/de/topic/3', 'en')).toBe('/en/topic/3');
  });
});
