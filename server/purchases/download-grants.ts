import { type Kysely, sql } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface DownloadGrant {
  /** Grants counted so far for the purchase, this one included. */
  downloadsUsed: number;
  /** When the grant ends; every full-file link issued under it expires then. */
  expiresAt: Date;
}

/**
 * The gate of every route that hands out full-file links (download manifest, player stream). One
 * grant per purchase covers all links issued while it is open (SIGNED_URL_TTL_MINUTES): the player
 * renewing links or a resumed download does not count again; links asked for after it ended open a
 * new grant, which counts one download against DOWNLOAD_LIMIT. One UPDATE … RETURNING decides and
 * counts, so parallel requests cannot outrun the limit (the row lock orders them; PostgreSQL
 * re-checks the condition on the updated row). Beyond the limit: 410 `download-limit-reached`.
 */
export async function openDownloadGrant(
  db: Kysely<Database>,
  purchaseId: number,
  config: Pick<ServerConfig, 'downloadLimit' | 'signedUrlTtlMs'>,
  now = new Date(),
): Promise<DownloadGrant> {
  const next = new Date(now.getTime() + config.signedUrlTtlMs);
  const open = sql<boolean>`grant_expires_at is not null and grant_expires_at > ${now}`;
  const row = await db
    .updateTable('purchases')
    .set({
      downloads: sql<number>`case when ${open} then downloads else downloads + 1 end`,
      grant_expires_at: sql<Date>`case when ${open} then grant_expires_at else ${next} end`,
    })
    .where('id', '=', purchaseId)
    .where((eb) => eb.or([open, eb('downloads', '<', config.downloadLimit)]))
    .returning(['downloads', 'grant_expires_at'])
    .executeTakeFirst();
  if (!row?.grant_expires_at)
    throw new HttpError(
      410,
      'download-limit-reached',
      `The limit of ${config.downloadLimit} downloads is reached.`,
    );
  return { downloadsUsed: row.downloads, expiresAt: new Date(row.grant_expires_at) };
}
