/**
 * The ictus: the moment the beat hand's downward motion turns upwards. Turns are found on the hand's
 * height with hysteresis (a turn counts once the hand has come back up by a few per cent of the
 * frame, so jitter is no beat), then timed between frames: a parabola through the three samples on
 * each side of the turn, and the turn is where the two meet (the hand bounces: its path has a corner
 * there, which no single curve through the lowest samples would find).
 */
import type { MotionSample } from './motion';

export interface Ictus {
  /** Seconds, on the clock of the frames' capture times. */
  time: number;
  /** Where the hand turned, 0…1 of the frame. */
  x: number;
  y: number;
}

/** How far (share of the frame height) the hand must come back up after a low point to make it a beat. */
export const TURN_HYSTERESIS = 0.035;
/** A longer pause between samples (nothing moved) starts afresh. */
const MAX_GAP_S = 0.25;
/**
 * The fastest a hand moves, in frame sizes per second (a conductor at 120 bpm filling the picture:
 * about 3.5). A sample farther from the one before is another moving thing (someone beside the
 * conductor) taking the hand's place: it starts afresh, so no turn is made of the two.
 */
const MAX_HAND_SPEED = 4;
/** The shortest time between two samples the speed is judged over (one frame at 30 fps). */
const MIN_STEP_S = 1 / 30;
const SIDE = 3;
/** The slowest descent into a beat, in frame heights per second. */
const MIN_BEAT_SPEED = 0.1;

type Parabola = [a: number, b: number, c: number];

/** The least-squares line y = b u + c through the points, u = time - origin (as a parabola with a = 0). */
function line(points: MotionSample[], origin: number): Parabola {
  const mu = points.reduce((sum, p) => sum + p.time - origin, 0) / points.length;
  const my = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const p of points) {
    covariance += (p.time - origin - mu) * (p.y - my);
    variance += (p.time - origin - mu) ** 2;
  }
  const b = covariance / variance;
  return [0, b, my - b * mu];
}

/** Where two parabolas meet nearest to u = 0. */
function meeting(left: Parabola, right: Parabola): number | null {
  const a = left[0] - right[0];
  const b = left[1] - right[1];
  const c = left[2] - right[2];
  if (Math.abs(a) < 1e-9) return Math.abs(b) < 1e-12 ? null : -c / b;
  const disc = b * b - 4 * a * c;
  if (disc < 0) return null;
  const r1 = (-b + Math.sqrt(disc)) / (2 * a);
  const r2 = (-b - Math.sqrt(disc)) / (2 * a);
  return Math.abs(r1) < Math.abs(r2) ? r1 : r2;
}

/**
 * Whether the hand came down into the low point `m` as fast as into a beat, judged on the samples
 * before it (without the mixed one when there are enough), however few follow the turn.
 */
function cameDown(samples: MotionSample[], m: number): boolean {
  // The track's first sample has nothing before it: a hand setting off upwards from rest, no beat.
  const before = m >= 1 ? samples.slice(Math.max(0, m - 1 - SIDE), m - 1) : [];
  const side = before.length >= 2 ? before : samples.slice(Math.max(0, m - 1 - SIDE), m + 1);
  return side.length >= 2 && line(side, samples[m]!.time)[1] >= MIN_BEAT_SPEED;
}

/**
 * The turn's time around the lowest sample `m`. The sample whose frame pair holds the corner mixes
 * both sides and may be m-1, m or m+1: the sides are fitted without those three. Null when the
 * hand came down too slowly for a beat (a nod, a drifting hand). Without samples enough for the
 * fits (the motion paused), the lowest sample's own time.
 */
function refine(samples: MotionSample[], m: number): Ictus | null {
  const at = samples[m]!;
  if (!cameDown(samples, m)) return null;
  if (m - 1 - SIDE < 0 || m + 1 + SIDE >= samples.length) return { time: at.time, x: at.x, y: at.y };
  const left = line(samples.slice(m - 1 - SIDE, m - 1), at.time);
  const right = line(samples.slice(m + 2, m + 2 + SIDE), at.time);
  const u = meeting(left, right);
  // A meeting far from the lowest sample means the fits went astray: keep the sample's own time.
  if (u === null || Math.abs(u) > 2 * (samples[m + 1]!.time - at.time))
    return { time: at.time, x: at.x, y: at.y };
  return { time: at.time + u, x: at.x, y: left[0] * u * u + left[1] * u + left[2] };
}

/**
 * Whether `to` is too far from `from` to be the same hand. The hand travels only while motion is
 * seen: frame pairs between the two samples without any (the hand at rest) add no time. Else a hand
 * setting off from rest joined up with whatever moved before it across the pause (the head of the
 * person beside the conductor, 0.2 s earlier and half the frame away), and that "descent" made the
 * hand's first sample a beat.
 */
function jumped(from: MotionSample, to: MotionSample): boolean {
  const elapsed = to.time - from.time;
  const moving = from.span !== undefined && to.span !== undefined ? (from.span + to.span) / 2 : elapsed;
  const step = Math.max(MIN_STEP_S, Math.min(elapsed, moving));
  return Math.hypot(to.x - from.x, to.y - from.y) > MAX_HAND_SPEED * step;
}

/** Feeds motion samples one by one; returns the ictus events confirmed by each (usually none). */
export function createIctusFinder() {
  let samples: MotionSample[] = [];
  let goingDown = false;
  let extreme = -1;
  let pending: number[] = [];

  function flush(all: boolean): Ictus[] {
    const ready = pending.filter((m) => all || m + 1 + SIDE < samples.length - 1);
    pending = pending.filter((m) => !ready.includes(m));
    return ready.map((m) => refine(samples, m)).filter((ictus) => ictus !== null);
  }

  return {
    push(sample: MotionSample): Ictus[] {
      const last = samples[samples.length - 1];
      const found: Ictus[] = [];
      if (last && (sample.time - last.time > MAX_GAP_S || jumped(last, sample))) {
        found.push(...flush(true));
        samples = [];
        goingDown = false;
      }
      samples.push(sample);
      const i = samples.length - 1;
      if (extreme < 0 || samples.length === 1) extreme = i;
      const low = samples[extreme]!.y;
      if (goingDown) {
        if (sample.y >= low) extreme = i;
        else if (sample.y < low - TURN_HYSTERESIS) {
          pending.push(extreme);
          goingDown = false;
          extreme = i;
        }
      } else if (sample.y <= low) extreme = i;
      else if (sample.y > low + TURN_HYSTERESIS) {
        goingDown = true;
        extreme = i;
      }
      found.push(...flush(false));
      // Keep what the fits can still reach; older samples are done with.
      const keep = Math.min(extreme, ...pending) - SIDE - 1;
      if (keep > 64) {
        samples = samples.slice(keep);
        extreme -= keep;
        pending = pending.map((m) => m - keep);
      }
      return found;
    },
    /** The beats still waiting for samples after the turn (at the end of a take). */
    finish(): Ictus[] {
      return flush(true);
    },
  };
}
