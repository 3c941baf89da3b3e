/**
 * The truth of a clip as the browser saw it. Chromium's fake camera does not play a y4m clip at an
 * even 30 fps: it reads the next frame when its timer fires and stamps it then, so on a busy machine
 * frames come late, unevenly, or not at all (and the clip loops). The clip's frame n therefore shows
 * the hand at clip time n / 30 but was "taken" at its capture stamp: a true ictus at clip time t
 * happened, in the camera's world, between the stamps of the frames around t. This module logs
 * every frame the page's camera delivers (its index, read from the stamp the generator writes in
 * its colour, and its capture time) and maps the truth onto that clock.
 */
import { beatAccuracy, WITHIN_FRAME_S } from './accuracy';
import { type BeatClipTruth, CLIP_HEIGHT, CLIP_WIDTH, INDEX_PATCH } from './generate';

/** One frame the camera delivered: the clip frame it shows and its capture time (ms, the camera's clock). */
export interface DeliveredFrame {
  index: number;
  captureMs: number;
}

/**
 * For `page.addInitScript`: every camera stream the page gets is also read, through a clone of its
 * track, by a `MediaStreamTrackProcessor` that logs each frame in `window.__beatClipFrames`
 * (`[index, captureMs]`). A clone shares the source: the same frames with the same stamps.
 */
export const FRAME_LOG_SCRIPT = `(() => {
  const log = (window.__beatClipFrames = []);
  const { bits, block } = ${JSON.stringify(INDEX_PATCH)};
  const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    const track = stream.getVideoTracks()[0];
    if (!track) return stream;
    const reader = new MediaStreamTrackProcessor({ track: track.clone(), maxBufferSize: 120 }).readable.getReader();
    const context = new OffscreenCanvas(bits * block, block).getContext('2d', { willReadFrequently: true });
    (async () => {
      for (;;) {
        const { value: frame } = await reader.read();
        if (!frame) return;
        const sx = frame.displayWidth / ${CLIP_WIDTH}, sy = frame.displayHeight / ${CLIP_HEIGHT};
        context.drawImage(frame, 0, 0, bits * block * sx, block * sy, 0, 0, bits * block, block);
        const pixels = context.getImageData(0, block / 2, bits * block, 1).data;
        let index = 0;
        for (let bit = 0; bit < bits; bit++) {
          const at = (bit * block + block / 2) * 4;
          if (pixels[at + 2] > pixels[at + 1]) index |= 1 << bit;
        }
        log.push([index, frame.timestamp / 1000]);
        frame.close();
      }
    })();
    return stream;
  };
})();`;

/** Frames missing around a true ictus beyond which its capture time is not known well enough. */
const MAX_GAP_FRAMES = 3;
/** The camera kept pace around a moment when every frame this close to it came, on time. */
const STEADY_S = 0.2;
/** "On time": each frame's stamp this share of a frame interval from an even pace, at most. */
const PACE_TOLERANCE = 0.3;

/** The clip's truth on the camera's clock. */
export interface CaptureTruth {
  /** Each true ictus (s, camera clock) of every loop the log covers, and whether the camera kept pace around it. */
  beats: { time: number; steady: boolean }[];
  /**
   * Whether the camera delivered every frame around `time` (camera clock, s) at an even pace, like
   * a real camera: only there is the clip's motion what a camera would have seen (a late frame
   * shows the hand where it was when it should have been taken).
   */
  steadyAt(time: number): boolean;
}

/**
 * Places the clip's true ictus times on the camera's clock: each between the capture stamps of the
 * delivered frames on either side of it. Beats in a longer gap of lost frames are left out (nobody
 * saw them).
 */
export function captureTruth(log: readonly DeliveredFrame[], truth: BeatClipTruth): CaptureTruth {
  // Unwrap the loops: frame numbers that count on across them.
  let loop = 0;
  const frames = log.map((frame, i) => {
    if (i > 0 && frame.index < log[i - 1]!.index - truth.frames / 2) loop++;
    return { n: loop * truth.frames + frame.index, s: frame.captureMs / 1000 };
  });
  const interval = 1 / truth.fps;
  const steadyAt = (time: number) => {
    const near = frames.filter((frame) => Math.abs(frame.s - time) <= STEADY_S);
    // The log covers the whole window (lost frames inside it are caught below); half a frame of
    // slack, or a frame a ms late at the window's edge would count as a gap.
    if (
      near.length < 2 ||
      near[0]!.s > time - STEADY_S + 1.5 * interval ||
      near.at(-1)!.s < time + STEADY_S - 1.5 * interval
    ) {
      return false;
    }
    if (!near.every((frame, i) => i === 0 || frame.n - near[i - 1]!.n === 1)) return false;
    // An even pace through these frames (the median of their offsets from it): a frame one timer
    // tick late and the next one early are each a few ms off it, not twice that.
    const offsets = near.map((frame) => frame.s - frame.n * interval).sort((a, b) => a - b);
    const pace = offsets[Math.floor(offsets.length / 2)]!;
    return offsets.every((offset) => Math.abs(offset - pace) <= PACE_TOLERANCE * interval);
  };
  const beats: CaptureTruth['beats'] = [];
  for (let l = 0; l <= loop; l++) {
    for (const ictus of truth.ictusTimes) {
      const n = l * truth.frames + ictus * truth.fps;
      const after = frames.findIndex((frame) => frame.n >= n);
      const a = frames[after - 1];
      const b = frames[after];
      if (!a || !b || b.n - a.n > MAX_GAP_FRAMES + 1) continue;
      const time = a.s + ((n - a.n) / (b.n - a.n)) * (b.s - a.s);
      beats.push({ time, steady: steadyAt(time) });
    }
  }
  return { beats, steadyAt };
}

export interface BrowserBeatResult {
  /** True beats in the compared span around which the camera kept pace: the ones scored. */
  truth: number;
  /** True beats in the span, steady or not. */
  truthAll: number;
  withinFrame: number;
  withinFramePct: number;
  /** Beats found where the camera kept pace that match no true beat (within FALSE_BEAT_S of accuracy.ts). */
  falseBeats: number;
  /** found - true, s, of each scored beat found. */
  errors: number[];
  /** The camera clock's offset to the found beats' clock (s). */
  offset: number;
}

/**
 * Found beats (the app's clock) against the truth (the camera's clock): the two clocks differ by an
 * unknown constant, taken as the offset that matches the most beats within one frame, then centred
 * on their median error (a constant delay is the calibration's job, not the conductor's). Only
 * beats in `span` (camera clock, s) where the camera kept pace count: the app cannot yet have
 * confirmed a beat at the span's end, and where the fake camera stalled, no camera would have.
 */
export function compareOnCaptureClock(
  found: readonly number[],
  capture: CaptureTruth,
  span: { from: number; to: number },
): BrowserBeatResult {
  const truth = capture.beats.map((beat) => beat.time);
  let best = { offset: 0, matched: -1 };
  for (const f of found) {
    for (const t of truth) {
      const matched = beatAccuracy(found, truth, f - t).withinFrame;
      if (matched > best.matched) best = { offset: f - t, matched };
    }
  }
  const first = beatAccuracy(found, truth, best.offset);
  const sorted = [...first.errors].sort((a, b) => a - b);
  const offset = best.offset + (sorted[Math.floor(sorted.length / 2)] ?? 0);
  const inSpan = (time: number) => time >= span.from && time <= span.to;
  const scored = (t: number) => inSpan(truth[t]!) && capture.beats[t]!.steady;
  const all = beatAccuracy(found, truth, offset);
  const errors = all.pairs.filter(([, t]) => scored(t)).map(([f, t]) => found[f]! - offset - truth[t]!);
  const matchedFound = new Set(all.pairs.map(([f]) => f));
  const withinFrame = errors.filter((error) => Math.abs(error) <= WITHIN_FRAME_S + 1e-9).length;
  const scoredCount = truth.filter((_, t) => scored(t)).length;
  return {
    truth: scoredCount,
    truthAll: truth.filter(inSpan).length,
    withinFrame,
    withinFramePct: scoredCount ? (100 * withinFrame) / scoredCount : 0,
    falseBeats: found.filter(
      (time, i) => !matchedFound.has(i) && inSpan(time - offset) && capture.steadyAt(time - offset),
    ).length,
    errors,
    offset,
  };
}
