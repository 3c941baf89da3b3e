/**
 * The bench's figures as JSON (`.tmp/bench/results.json`) beside the printed tables, so a run can
 * be compared with the last one by a script. Keys are snake_case; numbers are ms unless the key
 * names another unit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const figures: Record<string, number> = {};

/** Records one figure; a later value for the same key replaces the earlier one. */
export function recordFigure(key: string, value: number): void {
  figures[key] = Math.round(value * 1000) / 1000;
}

/** Writes every recorded figure; called once at the end of the run. */
export function writeFigures(file = '.tmp/bench/results.json'): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
}
