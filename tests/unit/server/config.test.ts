import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

/** Demo accounts (published password, a 5-seat pack) only on a developer's embedded database (issue 12 point 8). */
describe('SEED_DEMO default', () => {
  const seeds = (env: NodeJS.ProcessEnv) => loadConfig(env).seedDemo;

  it('seeds the embedded database in development', () => {
    expect(seeds({})).toBe(true);
    expect(seeds({ NODE_ENV: 'development' })).toBe(true);
  });

  it('does not seed in production or on a PostgreSQL server', () => {
    expect(seeds({ NODE_ENV: 'production' })).toBe(false);
    expect(seeds({ DATABASE_URL: 'postgres://app@db/choir' })).toBe(false);
    expect(seeds({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db/choir' })).toBe(false);
  });

  it('follows SEED_DEMO either way', () => {
    expect(seeds({ SEED_DEMO: 'true', NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toBe(true);
    expect(seeds({ SEED_DEMO: 'false' })).toBe(false);
  });
});

/** What production does not publish by default: the original code and the demo pages (issue 37). */
describe('production defaults', () => {
  it('serves source maps and the demo host pages in development only, each switchable', () => {
    expect(loadConfig({})).toMatchObject({ sourceMaps: true, demoPort: 3001 });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ sourceMaps: false, demoPort: 0 });
    expect(loadConfig({ NODE_ENV: 'production', SOURCE_MAPS: 'true', DEMO_PORT: '8081' })).toMatchObject({
      sourceMaps: true,
      demoPort: 8081,
    });
    expect(loadConfig({ SOURCE_MAPS: 'false', DEMO_PORT: '0' })).toMatchObject({
      sourceMaps: false,
      demoPort: 0,
    });
  });

  it('lets the browser call the API from the demo pages on whichever port they are', () => {
    expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://localhost:4001',
      'http://127.0.0.1:4001',
    ]);
    expect(loadConfig({ DEMO_PORT: '5005' }).allowedOrigins).toContain('http://localhost:5005');
    expect(loadConfig({ NODE_ENV: 'production' }).allowedOrigins).toEqual(['http://localhost:3000']);
  });
});
