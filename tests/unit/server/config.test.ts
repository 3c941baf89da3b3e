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
