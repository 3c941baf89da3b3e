import { type Kysely, sql } from 'kysely';
import type { ProgrammeDto, ProgrammeWrite, SharedProgrammeDto } from '../../src/core/contract/api';
import { PROGRAMME_LIMITS } from '../../src/core/contract/programme-limits';
import { mergeProgrammes } from '../../src/core/programmes/programme-merge';
import type { Database, UserRow } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { seatSharedDocuments } from '../seat-shares/seat-shared-documents';

/** A stored programme row as the API shows it. */
function toDto(row: { id: string; body: ProgrammeWrite; updated_at: Date }): ProgrammeDto {
  return { ...row.body, id: row.id, updatedAt: new Date(row.updated_at).toISOString() };
}

export const programmeNotFound = () => notFound('You have no programme with this id.');

/** The user's own programmes, the concert nearest first is the client's business: by last change here. */
export async function ownProgrammes(db: Kysely<Database>, userId: string): Promise<ProgrammeDto[]> {
  const rows = await db
    .selectFrom('programmes')
    .select(['id', 'body', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

/**
 * Programmes shared with the user's seats: the programme names a licence pack its owner bought,
 * and the owner gave the user a seat of that pack. A withdrawn seat is a deleted row, so access
 * ends with it.
 */
export async function sharedProgrammes(
  db: Kysely<Database>,
  user: Pick<UserRow, 'email'>,
): Promise<SharedProgrammeDto[]> {
  const rows = await seatSharedDocuments(db, 'programmes', user.email.toLowerCase())
    .select(['doc.id', 'doc.body', 'doc.updated_at', 'users.first_name', 'users.last_name', 'users.username'])
    .where('purchases.seats', '>', 0)
    .orderBy('doc.updated_at', 'desc')
    .orderBy('doc.id')
    .execute();
  return rows.map((row) => ({
    ...toDto(row),
    owner: `${row.first_name} ${row.last_name}`.trim() || row.username,
  }));
}

/**
 * Stores a device's copy of a programme, merged with what the server holds (a write never loses
 * another device's change). Another user's id is "not found", the same as an unknown one.
 */
export async function writeProgramme(
  db: Kysely<Database>,
  userId: string,
  id: string,
  write: ProgrammeWrite,
): Promise<ProgrammeDto> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('programmes')
      .select(['user_id', 'body'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (held && held.user_id !== userId) throw programmeNotFound();
    if (!held) {
      await refuseDeleted(trx, userId, id);
      await refuseBeyondLimit(trx, userId);
    }
    const body = held ? mergeProgrammes(held.body, write) : write;
    const json = JSON.stringify(body);
    const row = await trx
      .insertInto('programmes')
      .values({ id, user_id: userId, body: json, shared_with: body.sharedWith })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          body: sql`${json}::jsonb`,
          shared_with: body.sharedWith,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(['id', 'body', 'updated_at'])
      .executeTakeFirstOrThrow();
    return toDto(row);
  });
}

/**
 * A deleted programme stays deleted (decision 0046): a device that edited it before it knew of the
 * deletion gets 410 and stores nothing. Another user's deleted id is "not found", as ever.
 */
async function refuseDeleted(db: Kysely<Database>, userId: string, id: string) {
  const deleted = await db
    .selectFrom('deleted_programmes')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!deleted) return;
  if (deleted.user_id !== userId) throw programmeNotFound();
  throw new HttpError(
    410,
    'programme-deleted',
    'This programme was deleted on another device; the changes made to it here were not kept.',
  );
}

async function refuseBeyondLimit(db: Kysely<Database>, userId: string) {
  const { count } = await db
    .selectFrom('programmes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= PROGRAMME_LIMITS.perUser)
    throw new HttpError(
      409,
      'too-many-programmes',
      `You can keep at most ${PROGRAMME_LIMITS.perUser} programmes. Delete one you no longer need first.`,
    );
}

/** How long a deleted programme's id is remembered: far beyond a device's time offline. */
const DELETED_KEPT_DAYS = 365;

/**
 * Deletes one of the user's programmes and remembers its id (a later write to it is refused);
 * another user's id is "not found", and so is one already deleted.
 */
export async function deleteProgramme(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('programmes')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw programmeNotFound();
    await trx.insertInto('deleted_programmes').values({ id, user_id: userId }).execute();
    await trx
      .deleteFrom('deleted_programmes')
      .where('user_id', '=', userId)
      .where('deleted_at', '<', sql<Date>`now() - make_interval(days => ${sql.lit(DELETED_KEPT_DAYS)})`)
      .execute();
  });
}
