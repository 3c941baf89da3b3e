/**
 * PGlite replies without I/O, one statement at a time. Queued statements must still let the event
 * loop turn between them, or a long queue would hold every other request (reading new ones,
 * responding to others) until it is empty: under load, some waited past any client's timeout.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../server/db/database';
import { freshPGliteDataDir, TEST_ENGINE } from './helpers';

describe.runIf(TEST_ENGINE === 'pglite')('the PGlite statement queue', () => {
  let dataDir: string;
  let database: OpenDatabase;

  beforeAll(async () => {
    dataDir = await freshPGliteDataDir();
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets the event loop turn between queued statements, first come first served', async () => {
    const finished: number[] = [];
    const statements = Array.from({ length: 20 }, (_, i) =>
      sql`select ${i}::int as i`.execute(database.db).then(() => finished.push(i)),
    );
    // A callback of the next turn of the event loop (where new requests are read).
    const turnedAfter = new Promise<number>((resolve) => setImmediate(() => resolve(finished.length)));
    await Promise.all(statements);
    expect(await turnedAfter).toBeLessThan(20);
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
