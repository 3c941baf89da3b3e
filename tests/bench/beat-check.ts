/**
 * The Beat check's detector on every truth clip (content/beat-clips), rendered in memory at the
 * size the browser analyses: the share of true beats found within one camera frame (33 ms), on
 * the clean clips and on the noisy ones, and the beats reported that were not there.
 */
import { beatAccuracy } from '../../content/beat-clips/accuracy';
import { BEAT_CLIPS, beatClipFrames, beatClipName, beatClipTruth } from '../../content/beat-clips/generate';
import { detectBeats } from '../../src/core/practice/beat-check/detector';
import { recordFigure } from './results';

const WIDTH = 160;
const HEIGHT = 120;

export function benchBeatCheck(): void {
  console.log(`\n## Beat check: true beats found within one frame (detector at ${WIDTH}x${HEIGHT})`);
  console.log('| clip | within 33 ms | false beats | worst error |\n|---|---|---|---|');
  const totals = { clean: { truth: 0, within: 0, false: 0 }, noisy: { truth: 0, within: 0, false: 0 } };
  for (const spec of BEAT_CLIPS) {
    const found = detectBeats(beatClipFrames(spec, WIDTH, HEIGHT)).map((ictus) => ictus.time);
    const result = beatAccuracy(found, beatClipTruth(spec).ictusTimes);
    const total = spec.noise === 'clean' ? totals.clean : totals.noisy;
    total.truth += result.truth;
    total.within += result.withinFrame;
    total.false += result.falseBeats;
    const worst = Math.max(0, ...result.errors.map((error) => Math.abs(error) * 1000));
    console.log(
      `| ${beatClipName(spec)} | ${result.withinFramePct.toFixed(0)} % | ${result.falseBeats} | ${worst.toFixed(0)} ms |`,
    );
  }
  recordFigure('beat_check_ictus_within_frame_pct', (100 * totals.clean.within) / totals.clean.truth);
  recordFigure('beat_check_ictus_within_frame_pct_noisy', (100 * totals.noisy.within) / totals.noisy.truth);
  recordFigure('beat_check_false_beats_clean', totals.clean.false);
  recordFigure('beat_check_false_beats_noisy', totals.noisy.false);
  console.log(
    `clean: ${((100 * totals.clean.within) / totals.clean.truth).toFixed(1)} % within one frame, ${totals.clean.false} false; ` +
      `noisy: ${((100 * totals.noisy.within) / totals.noisy.truth).toFixed(1)} %, ${totals.noisy.false} false`,
  );
}
