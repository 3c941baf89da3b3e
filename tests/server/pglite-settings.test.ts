/**
 * PostgreSQL settings of embedded PGlite (issue 13 point 5): `PGLITE_SHARED_BUFFERS` (default
 * 16MB, PGlite's own is 128MB, all of it resident) applies to this start only and never sticks in
 * the data directory; a malformed value stops the start with a clear message.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { freshPGliteDataDir, TEST_ENGINE } from './helpers';

describe('PGLITE_SHARED_BUFFERS', () => {
  it('defaults to 16MB and refuses what PostgreSQL would not read as a size', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('16MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(
      'PGLITE_SHARED_BUFFERS must be a size such as 16MB or 256kB (got "lots").',
    );
  });
});

describe.runIf(TEST_ENGINE === 'pglite')('PGlite start settings', () => {
  let dataDir = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies shared_buffers for one start without writing it into the data directory', async () => {
    dataDir = await freshPGliteDataDir();
    const sharedBuffers = async (settings?: Record<string, string>) => {
      const database = await openDatabase({ dataDir, pgliteSettings: settings });
      try {
        const { rows } = await sql<{
          value: string;
        }>`select current_setting('shared_buffers') as value`.execute(database.db);
        return rows[0]?.value;
      } finally {
        await database.close();
      }
    };
    expect(await sharedBuffers({ shared_buffers: '16MB' })).toBe('16MB');
    expect(await sharedBuffers()).toBe('128MB');
  }, 60_000);
});
