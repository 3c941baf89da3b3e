import { copyFileSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * A content folder a test may write into (the operator saves edition versions): links to the
 * repository's content, except `editions/` and each article folder, which are real folders of
 * links, and `catalogue.json`, which is a copy. A new version written there never reaches the
 * repository's files.
 */
export function scratchContent(target: string, source = path.resolve('content')): string {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (entry === 'editions') continue;
    symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  const editions = path.join(source, 'editions');
  for (const entry of readdirSync(editions, { withFileTypes: true })) {
    const into = path.join(target, 'editions', entry.name);
    if (!entry.isDirectory()) {
      mkdirSync(path.dirname(into), { recursive: true });
      copyFileSync(path.join(editions, entry.name), into);
      continue;
    }
    mkdirSync(into, { recursive: true });
    for (const version of readdirSync(path.join(editions, entry.name)))
      symlinkSync(path.join(editions, entry.name, version), path.join(into, version));
  }
  return target;
}
