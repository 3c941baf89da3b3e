import { describe, expect, it } from 'vitest';
import { countsOf, type Metre, metreById } from '../../../src/core/practice/metres';
import {
  clampTempo,
  createMetronome,
  SCHEDULE_AHEAD_S,
  START_DELAY_S,
  type Ticker,
  WAKE_UP_MS,
} from '../../../src/core/practice/metronome';

/** A fake audio clock and output: time moves only when the test says so, the ticker fires on demand. */
function fakeAudio() {
  let now = 0;
  let clicks: { time: number; accent: boolean; beatStart: boolean }[] = [];
  let wake: (() => void) | null = null;
  let wakeEvery = 0;
  const ticker: Ticker = (callback, everyMs) => {
    wake = callback;
    wakeEvery = everyMs;
    return () => {
      wake = null;
    };
  };
  const metronome = (initial: { bpm?: number; beats?: number; metre?: Metre } = {}) =>
    createMetronome(
      {
        now: () => now,
        output: {
          click: (time, accent, beatStart = false) => void clicks.push({ time, accent, beatStart }),
          cancelAfter: (time) => {
            clicks = clicks.filter((click) => click.time <= time);
          },
        },
        ticker,
      },
      initial,
    );
  return {
    metronome,
    get clicks() {
      return clicks;
    },
    get ticking() {
      return wake !== null;
    },
    get wakeEvery() {
      return wakeEvery;
    },
    /** Moves the clock on in wake-up steps (or a custom step, to mimic a late or stalled timer). */
    advance(seconds: number, stepS = WAKE_UP_MS / 1000) {
      const end = now + seconds;
      while (now + stepS <= end + 1e-12) {
        now += stepS;
        wake?.();
      }
      now = end;
      wake?.();
    },
  };
}

const intervals = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

describe('metronome scheduler (look-ahead on the audio clock)', () => {
  it('schedules clicks at exact intervals, whatever the wake-up jitter', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 90, beats: 4 });
    metronome.start();
    expect(audio.wakeEvery).toBe(WAKE_UP_MS);
    // Wake-ups at an odd, irregular pace (37 ms): the click times do not move.
    audio.advance(20, 0.037);
    const times = audio.clicks.map((click) => click.time);
    expect(times[0]).toBeCloseTo(START_DELAY_S, 12);
    expect(times.length).toBeGreaterThanOrEqual(30);
    for (const interval of intervals(times)) expect(interval).toBeCloseTo(60 / 90, 12);
    expect(metronome.lateClickCount()).toBe(0);
  });

  it('never schedules further ahead than the look-ahead window', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 240 });
    metronome.start();
    audio.advance(3);
    const last = audio.clicks[audio.clicks.length - 1]!;
    expect(last.time).toBeLessThan(3 + SCHEDULE_AHEAD_S);
  });

  it('accents beat 1 of every bar, for each metre from 1 to 7', () => {
    for (let beats = 1; beats <= 7; beats++) {
      const audio = fakeAudio();
      const metronome = audio.metronome({ bpm: 120, beats });
      metronome.start();
      audio.advance(beats * 2 * 0.5 + 0.01);
      const accents = audio.clicks.map((click) => click.accent);
      accents.forEach((accent, index) => {
        expect(accent, `beats ${beats}, click ${index}`).toBe(index % beats === 0);
      });
      expect(metronome.scheduled().map((click) => click.beat)).toEqual(
        metronome.scheduled().map((_, index, all) => (index + (audio.clicks.length - all.length)) % beats),
      );
    }
  });

  /** Issue 40: the metres the course teaches, with the accents a conductor beats them with. */
  it('clicks the compound and asymmetric metres in eighths, stressing where each beat begins', () => {
    const stressed = (id: string) => {
      const audio = fakeAudio();
      const metronome = audio.metronome({ bpm: 240, metre: metreById(id) });
      metronome.start();
      audio.advance(countsOf(metreById(id)) * 0.25 - 0.1);
      return audio.clicks.map((click) => (click.accent ? 'X' : click.beatStart ? 'x' : '.')).join('');
    };
    expect(stressed('6/8')).toBe('X..x..');
    expect(stressed('5/8:3+2')).toBe('X..x.');
    expect(stressed('5/8:2+3')).toBe('X.x..');
    expect(stressed('7/8:2+2+3')).toBe('X.x.x..');
    expect(stressed('7/8:3+2+2')).toBe('X..x.x.');
    expect(stressed('9/8')).toBe('X..x..x..');
    expect(stressed('12/8')).toBe('X..x..x..x..');
    // A simple metre stresses beat 1 only.
    expect(stressed('4')).toBe('X...');
  });

  it('applies a tempo change from the next beat, without a gap', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 60 });
    metronome.start();
    audio.advance(2.5);
    const before = audio.clicks.length;
    const lastOld = audio.clicks[before - 1]!.time;
    metronome.setTempo(120);
    audio.advance(3);
    const times = audio.clicks.map((click) => click.time);
    // The first click not yet scheduled when the tempo changed comes one new beat after the last old one.
    expect(times[before]! - lastOld).toBeCloseTo(0.5, 12);
    for (const interval of intervals(times.slice(before - 1))) expect(interval).toBeCloseTo(0.5, 12);
    for (const interval of intervals(times.slice(0, before))) expect(interval).toBeCloseTo(1, 12);
  });

  it('slows down from the next beat too', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 120 });
    metronome.start();
    audio.advance(1.2);
    const before = audio.clicks.length;
    metronome.setTempo(60);
    audio.advance(4);
    const gaps = intervals(audio.clicks.map((click) => click.time).slice(before - 1));
    for (const gap of gaps) expect(gap).toBeCloseTo(1, 12);
  });

  it('a metre change starts counting from the next beat (and wraps into a new bar)', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 120, beats: 4 });
    metronome.start();
    audio.advance(1.1); // beats 1, 2, 3 scheduled (0.05, 0.55, 1.05); beat 4 would be next
    metronome.setBeats(3);
    audio.advance(2);
    expect(metronome.scheduled().map((click) => click.beat)).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect(audio.clicks.map((click) => click.accent)).toEqual([true, false, false, true, false, false, true]);
  });

  it('starts, stops (withdrawing clicks scheduled ahead) and starts again on beat 1', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 600 / 7 });
    expect(metronome.running.value).toBe(false);
    metronome.start();
    expect(metronome.running.value).toBe(true);
    expect(audio.ticking).toBe(true);
    audio.advance(1.02);
    metronome.stop();
    expect(metronome.running.value).toBe(false);
    expect(audio.ticking).toBe(false);
    expect(audio.clicks.every((click) => click.time <= 1.02)).toBe(true);
    const count = audio.clicks.length;
    audio.advance(1);
    expect(audio.clicks.length).toBe(count);
    metronome.toggle();
    audio.advance(0.01);
    expect(audio.clicks[count]).toEqual({ time: 2.02 + START_DELAY_S, accent: true, beatStart: false });
  });

  it('restarts the bar on beat 1 at the next beat, keeping the pulse', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 60, beats: 4 });
    metronome.start();
    audio.advance(1.5); // clicks at 0.05 and 1.05; the one at 2.05 is not scheduled yet
    metronome.restartBar();
    audio.advance(3);
    const times = audio.clicks.map((click) => click.time);
    expect(times.slice(0, 4)).toEqual([0.05, 1.05, 2.05, 3.05].map((t) => expect.closeTo(t, 12)));
    expect(audio.clicks.map((click) => click.accent)).toEqual([true, false, true, false, false]);
  });

  it('plays a click late rather than in a burst when the page stalled', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 120 });
    metronome.start();
    audio.advance(1);
    audio.advance(1.3, 1.3); // the main thread was blocked for 1.3 s
    audio.advance(1);
    const times = audio.clicks.map((click) => click.time);
    expect(metronome.lateClickCount()).toBe(1);
    // No two clicks closer than a beat: the grid restarts from the late click.
    for (const interval of intervals(times)) expect(interval).toBeGreaterThanOrEqual(0.5 - 1e-9);
  });

  it('a hidden page widens the look-ahead window', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 120 });
    metronome.start();
    metronome.setBackground(true);
    expect(audio.clicks[audio.clicks.length - 1]!.time).toBeGreaterThan(2);
    metronome.setBackground(false);
  });

  it('reports the beat and phase at an audio time', () => {
    const audio = fakeAudio();
    const metronome = audio.metronome({ bpm: 60, beats: 3 });
    expect(metronome.positionAt(1)).toEqual({ kind: 'rest', beat: 0, phase: 0 });
    metronome.start();
    audio.advance(3);
    expect(metronome.positionAt(0.01)).toEqual({ kind: 'rest', beat: 0, phase: 0 });
    expect(metronome.positionAt(1.05)).toEqual({ kind: 'beat', beat: 1, phase: 0 });
    const mid = metronome.positionAt(2.55);
    expect(mid.beat).toBe(2);
    expect(mid.phase).toBeCloseTo(0.5, 9);
  });

  it('keeps the tempo within 30-240 bpm', () => {
    expect(clampTempo(10)).toBe(30);
    expect(clampTempo(400)).toBe(240);
    expect(clampTempo(70.4)).toBe(70);
    expect(clampTempo(Number.NaN)).toBe(70);
    const metronome = fakeAudio().metronome({ bpm: 500, beats: 9 });
    expect(metronome.bpm.value).toBe(240);
    expect(metronome.beats.value).toBe(7);
  });
});
