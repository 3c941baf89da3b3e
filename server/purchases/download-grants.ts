import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { DownloadHolder } from './purchase-queries';

/**
 * The gate of every route that hands out full-file links (download manifest, player stream). One
 * grant per purchase covers all links issued while it is open (SIGNED_URL_TTL_MINUTES): the player
 * renewing links or a resumed download does not count again; links asked for after it ended open a
 * new grant, which counts one download against DOWNLOAD_LIMIT. Each link still lives its full
 * lifetime from when it was issued, so a download started late in a grant can finish. One
 * UPDATE … RETURNING decides and counts, so parallel requests cannot outrun the limit (the row lock
 * orders them; PostgreSQL re-checks the condition on the updated row). Beyond the limit: 410
 * `download-limit-reached`. A seat holder of a licence pack counts on their seat's row, like a buyer
 * on the purchase (one singer cannot use up the pack for the others). Returns the downloads used,
 * this grant included.
 */
export async function openDownloadGrant(
  db: Kysely<Database>,
  holder: DownloadHolder,
  config: Pick<ServerConfig, 'downloadLimit' | 'signedUrlTtlMs'>,
  now = new Date(),
): Promise<number> {
  const next = new Date(now.getTime() + config.signedUrlTtlMs);
  const open = sql<boolean>`grant_expires_at is not null and grant_expires_at > ${now}`;
  const counted = {
    downloads: sql<number>`case when ${open} then downloads else downloads + 1 end`,
    grant_expires_at: sql<Date>`case when ${open} then grant_expires_at else ${next} end`,
  };
  const row =
    'purchaseId' in holder
      ? await db
          .updateTable('purchases')
          .set(counted)
          .where('id', '=', holder.purchaseId)
          .where((eb) => eb.or([open, eb('downloads', '<', config.downloadLimit)]))
          .returning('downloads')
          .executeTakeFirst()
      : await db
          .updateTable('specific_unlocks')
          .set(counted)
          .where('article_id', '=', holder.seat.articleId)
          .where('email', '=', holder.seat.email)
          .where((eb) => eb.or([open, eb('downloads', '<', config.downloadLimit)]))
          .returning('downloads')
          .executeTakeFirst();
  if (!row)
    throw new HttpError(
      410,
      'download-limit-reached',
      `The limit of ${config.downloadLimit} downloads is reached.`,
    );
  return row.downloads;
}
