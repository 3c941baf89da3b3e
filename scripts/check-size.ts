/**
 * Size budgets (issue: embedding). Follows each element entry's static imports through the built
 * chunks and adds up what a page with only that element loads (gzip), plus the autoloader.
 * Dynamic imports (lazy areas, Plyr) are not counted: they load only where they are used.
 * Prints a table; exits non-zero when a budget is exceeded, so the test command catches regressions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
const BUDGETS = {
  autoloader: 5 * KB,
  /** A webshop page with only the works list. */
  'choir-works': 130 * KB,
} as const;

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The file and every file it imports statically, transitively. */
function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const match of source.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g,
  )) {
    closure(path.resolve(path.dirname(entry), match[1]!), seen);
  }
  return seen;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzip(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const autoloader = gzip(path.join(dist, 'choir-coach.js'));
const rows: [string, number, number | undefined][] = [
  ['autoloader (choir-coach.js)', autoloader, BUDGETS.autoloader],
];
const shared = new Map<string, number>();
for (const file of readdirSync(path.join(dist, 'elements')).filter((name) => name.endsWith('.js'))) {
  const tag = file.replace(/\.js$/, '');
  const files = closure(path.resolve(dist, 'elements', file));
  for (const dependency of files) shared.set(dependency, (shared.get(dependency) ?? 0) + 1);
  rows.push([
    `page with only <${tag}> (autoloader + element + static chunks)`,
    autoloader + sum(files),
    BUDGETS[tag as keyof typeof BUDGETS],
  ]);
}
const common = [...shared].filter(([, count]) => count > 1).map(([file]) => file);
rows.push(['shared chunks (React, core, styles) used by several elements', sum(common), undefined]);
rows.push(['classic script (choir-coach.iife.js)', gzip(path.join(dist, 'choir-coach.iife.js')), undefined]);

console.log('| what | gzip | budget |\n|---|---|---|');
let failed = false;
for (const [name, size, budget] of rows) {
  const over = budget !== undefined && size > budget;
  failed ||= over;
  console.log(
    `| ${name} | ${kb(size)} | ${budget === undefined ? '' : `${over ? 'OVER ' : ''}< ${kb(budget)}`} |`,
  );
}
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
