/**
 * How large the video folder may grow (decision 0050): what it is now (29.2 MiB, of which the 18
 * metre videos 13.7) plus a small margin, so that a change that makes it grow is seen. `verify.ts` and tests/unit/content/videos/budget.test.ts check it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET_BYTES = 30 * 1024 * 1024;

/** the bytes of every file in a folder (not its subfolders; the video folder has none) */
export function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}
