/**
 * `npm run build`: every step (steps.ts), both phases, then the stamp. With `--after-listening`,
 * only the second phase, for the bundle already made: what `npm start` runs in the background
 * while the server answers; it records its part of the stamp when done.
 */
import { loadConfig } from '../../server/config';
import { fingerprints, recordBuilt, writeStamp } from './stamp';
import { BEFORE_LISTENING, finishBuild, runSteps } from './steps';

const root = process.cwd();
const outputs = loadConfig();
const made = fingerprints(root);
const started = performance.now();
try {
  if (process.argv.includes('--after-listening')) {
    await finishBuild();
    recordBuilt(root, outputs, { finished: made.bundle });
  } else {
    await runSteps(BEFORE_LISTENING);
    await finishBuild();
    writeStamp(root, outputs, made);
  }
  console.log(`build: all ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
