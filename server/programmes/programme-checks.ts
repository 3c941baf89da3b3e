import type { Kysely } from 'kysely';
import type { ProgrammeWrite } from '../../src/core/contract/api';
import { plainText } from '../../src/core/programmes/plain-text';
import type { ManifestSummaries } from '../content/manifest-summaries';
import type { AppDeps } from '../context';
import type { Database } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { ownsSeatPack } from '../seat-shares/seat-shared-documents';

/** A write's name and notes as plain text (markup and control characters removed). */
export function cleanWrite(write: ProgrammeWrite): ProgrammeWrite {
  const name = plainText(write.name);
  if (!name) throw fieldError('json.name', 'A programme needs a name.');
  return { ...write, name, notes: plainText(write.notes, { multiline: true }) };
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * Every item names an edition of the catalogue and, when it names a part, one the edition has; a
 * shared programme names a licence pack with seats that the writer bought.
 */
export async function checkWrite(
  deps: Pick<AppDeps, 'db' | 'editions'>,
  summaries: ManifestSummaries,
  userId: string,
  write: ProgrammeWrite,
): Promise<void> {
  for (const [index, item] of write.items.entries()) {
    const entry = deps.editions.find(item.editionId);
    if (!entry) throw fieldError(`json.items.${index}.editionId`, `No edition has the id ${item.editionId}.`);
    if (item.part === undefined) continue;
    const { parts } = await summaries(entry);
    if (item.part >= parts)
      throw fieldError(`json.items.${index}.part`, `Edition ${item.editionId} has ${parts} parts.`);
  }
  if (write.sharedWith) await checkPack(deps.db, userId, write.sharedWith);
}

async function checkPack(db: Kysely<Database>, userId: string, articleId: string) {
  if (!(await ownsSeatPack(db, userId, articleId)))
    throw forbidden(
      'not-owner',
      'Only the buyer of a licence pack with seats can share a programme with it.',
    );
}
