/**
 * Part of the bundle step (steps.ts): builds the configurations of `tsup.config.ts` of one kind,
 * `--format=esm` (the module bundle) or `--format=iife` (the classic script and the offline worker).
 * Two such processes run at once: each spends most of its time in rollup, on one core, so the module
 * bundle no longer waits for the classic script's. The step empties the output folder before them,
 * in place of tsup's `clean`, which would race with the other process's files.
 */
import { build, type Options } from 'tsup';
import configs from '../../tsup.config';

const format = process.argv.find((arg) => arg.startsWith('--format='))?.slice('--format='.length);
const chosen = (configs as Options[]).filter((config) => [config.format].flat().includes(format as 'esm'));
if (chosen.length === 0) throw new Error(`No tsup configuration has the format ${format}.`);
await Promise.all(chosen.map((config) => build({ ...config, clean: false, config: false })));
