/**
 * The bench's figures as JSON (`.tmp/bench/results.json`) beside the printed tables, so a run can
 * be compared with the last one by a script. Keys are snake_case; numbers are ms unless the key
 * names another unit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const figures: Record<string, number> = {};

/** Records one figure; a later value for the same key replaces the earlier one. */
export function recordFigure(key: string, value: number): void {
  figures[key] = Math.round(value * 1000) / 1000;
}

/**
 * Writes every recorded figure over the file's earlier ones, so a partial run (`--only`, `--load`)
 * keeps the figures of the parts it did not run.
 */
export function writeFigures(file = '.tmp/bench/results.json'): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const earlier = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  writeFileSync(file, `${JSON.stringify({ ...earlier, ...figures }, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
}
