/**
 * Where an import writes a version before it is checked and published, and the clean-up of what a
 * killed import left there. The folder's name holds the version and the importing process's id:
 * an import stopped by SIGTERM or SIGKILL never reaches its `finally`, and the next import of the
 * article removes the leftovers of processes that are gone (never those of one still running).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive } from '../../../server/process-alive';

const PREFIX = '.importing-';
/** Suffix of the version a publish moved aside, for the moment it takes to move the new one in. */
export const REPLACED_SUFFIX = '-replaced';
/** A staging folder's name (or a version moved aside from one): version, process id, random part. */
const STAGING_NAME = new RegExp(`^${PREFIX.replace('.', '\\.')}(.+)-(\\d+)-[0-9a-f]+(${REPLACED_SUFFIX})?$`);

/** A new staging folder's path for `version` in `articleDir`. */
export function stagingFolder(articleDir: string, version: string): string {
  return join(articleDir, `${PREFIX}${version}-${process.pid}-${randomBytes(6).toString('hex')}`);
}

/**
 * Removes the staging folders of imports that are no longer running. A version moved aside by a
 * publish that was killed before the new one took its place is moved back.
 */
export async function sweepStaleStaging(articleDir: string): Promise<string[]> {
  if (!existsSync(articleDir)) return [];
  const swept: string[] = [];
  for (const name of await readdir(articleDir)) {
    const match = STAGING_NAME.exec(name);
    if (!match || isProcessAlive(Number(match[2]))) continue;
    const [, version, , replaced] = match;
    const folder = join(articleDir, name);
    if (replaced && !existsSync(join(articleDir, version!))) await rename(folder, join(articleDir, version!));
    else await rm(folder, { recursive: true, force: true });
    swept.push(name);
  }
  return swept;
}
