import { readFileSync } from 'node:fs';
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { PartState } from '../../../../src/core/player/part-loader';
import { barRange, checkBarNumber } from '../../../../src/core/player/rehearsal/bar-lookup';
import {
  beatsOf,
  type CountInClock,
  countInTimes,
  planCountIn,
  recordedBeatMs,
  runCountIn,
  START_LEAD_S,
} from '../../../../src/core/player/rehearsal/count-in';
import { createRehearsal } from '../../../../src/core/player/rehearsal/rehearsal';
import {
  createRehearsalEngine,
  type RehearsalSounds,
} from '../../../../src/core/player/rehearsal/rehearsal-engine';
import { startingPitches } from '../../../../src/core/player/rehearsal/starting-pitches';
import { frequencyOf, NEXT_TONE_S, pitchTones, type Tone } from '../../../../src/core/player/rehearsal/tones';
import type { Ticker } from '../../../../src/core/practice/metronome';
import type { SyncBar, SyncMap } from '../../../../src/core/score/manifest';

const read = (path: string) => JSON.parse(readFileSync(`content/editions/${path}`, 'utf8')) as SyncMap;
/** "Nun danket alle Gott", 4/4 at 66 bpm: a one-beat pickup, every other bar held by a fermata. */
const chorale = read('10001/1.1.0/sync/part0.json');
/** "Die Lorelei": bars 1-16 played twice (repeat with first and second ending). */
const lorelei = read('10003/1.0.0/sync/part0.json');

const bar = (index: number, startMs: number, endMs: number, meter?: string): SyncBar => ({
  index,
  measureId: `m${index}`,
  n: String(index + 1),
  page: 1,
  startMs,
  endMs,
  ...(meter ? { meter } : {}),
});

/** Bars of 3/4 at 1800 ms, the third held 600 ms longer. */
const waltz = [
  bar(0, 0, 1800, '3/4'),
  bar(1, 1800, 3600, '3/4'),
  bar(2, 3600, 6000, '3/4'),
  bar(3, 6000, 7800, '3/4'),
];

describe('go to bar', () => {
  it('finds the first playing of a repeated bar, reads "07" as 7 and the pickup as 0', () => {
    expect(checkBarNumber('5', lorelei.bars)).toEqual({ ok: true, index: 5 });
    expect(lorelei.bars[17]!.n).toBe('1');
    expect(checkBarNumber(' 07 ', lorelei.bars)).toEqual({ ok: true, index: 7 });
    expect(checkBarNumber('0', chorale.bars)).toEqual({ ok: true, index: 0 });
  });

  it('says which bars there are when the number is not one of them', () => {
    // The chorale opens with a pickup: bar 0, as the dialog accepts it.
    expect(barRange(chorale.bars)).toEqual({ first: '0', last: '16' });
    expect(checkBarNumber('40', chorale.bars)).toEqual({
      ok: false,
      error: 'player.rehearse.bar.missing',
      bar: '40',
      first: '0',
      last: '16',
    });
    expect(checkBarNumber('16b', chorale.bars)).toMatchObject({ error: 'player.rehearse.bar.missing' });
    // Letters are no bar number: the dialog asks for one instead of saying "bar abc does not exist".
    expect(checkBarNumber('abc', chorale.bars)).toMatchObject({
      ok: false,
      error: 'player.rehearse.bar.required',
    });
    expect(checkBarNumber('-3', chorale.bars)).toMatchObject({ error: 'player.rehearse.bar.required' });
    // A long paste is repeated shortened, so the message fits the dialog.
    expect(checkBarNumber('9'.repeat(400), chorale.bars)).toMatchObject({
      error: 'player.rehearse.bar.required',
      bar: '99999999…',
    });
    expect(checkBarNumber('  ', chorale.bars)).toMatchObject({
      ok: false,
      error: 'player.rehearse.bar.required',
    });
  });
});

describe('count-in', () => {
  it("takes the recording's beat, also at a pickup or a bar held by a fermata", () => {
    // 66 bpm: a beat of 909 ms; bar 0 is one beat long, bar 2 carries a fermata.
    expect(chorale.bars[0]!.endMs - chorale.bars[0]!.startMs).toBe(909);
    expect(chorale.bars[2]!.endMs - chorale.bars[2]!.startMs).toBeGreaterThan(4000);
    for (const index of [0, 1, 2, 4, 16]) expect(recordedBeatMs(chorale.bars, index)).toBeCloseTo(909, -1);
    expect(recordedBeatMs(waltz, 2)).toBe(600);
  });

  it("clicks the beats of the bar's metre at the player's tempo (four without a metre)", () => {
    expect(planCountIn(waltz, 1, 100)).toEqual({ barIndex: 1, startMs: 1800, beats: 3, bpm: 100 });
    expect(planCountIn(waltz, 2, 80)).toEqual({ barIndex: 2, startMs: 3600, beats: 3, bpm: 80 });
    const plan = planCountIn(chorale.bars, 3, 100)!;
    expect(plan.beats).toBe(4);
    expect(plan.bpm).toBeCloseTo(66, 0);
    expect(plan.startMs).toBe(chorale.bars[3]!.startMs);
    expect(planCountIn([], 0, 100)).toBeNull();
  });

  it('counts the upper number of the time signature, added up when it is additive', () => {
    expect(['4/4', '3/4', '6/8', '3+2/4', '2+2+3/8'].map((meter) => beatsOf(bar(0, 0, 1, meter)))).toEqual([
      4, 3, 6, 5, 7,
    ]);
    expect(beatsOf(bar(0, 0, 1))).toBe(4);
  });

  it('lays out one bar of clicks and the start of the recording one beat after the last', () => {
    const times = countInTimes(3, 120);
    expect(times.clicks).toEqual([0, 0.5, 1]);
    expect(times.startS).toBe(1.5);
  });

  it('clicks one bar on the audio clock, accent first, and starts the recording on the next downbeat', () => {
    const audio = fakeAudio();
    let startedAt: number | null = null;
    const beats: number[] = [];
    runCountIn(
      { barIndex: 1, startMs: 1800, beats: 3, bpm: 100 },
      audio.clock,
      audio.ticker,
      () => {
        startedAt = audio.now;
      },
      (beat) => beats.push(beat),
    );
    audio.advance(0.7);
    // Each click is counted as it sounds (for the stage bar's count), once.
    expect(beats).toEqual([1, 2]);
    audio.advance(1);
    expect(startedAt).toBeNull();
    expect(beats).toEqual([1, 2, 3]);
    audio.advance(1);
    const first = audio.clicks[0]!.time;
    expect(audio.clicks.map((click) => click.accent)).toEqual([true, false, false]);
    expect(audio.clicks.map((click) => click.time - first)).toEqual(
      [0, 0.6, 1.2].map((s) => expect.closeTo(s, 9)),
    );
    // The downbeat of the next bar, less the audio element's start-up; nothing more wakes up.
    expect(startedAt).toBeGreaterThanOrEqual(first + 1.8 - START_LEAD_S);
    expect(startedAt).toBeLessThan(first + 1.8 - START_LEAD_S + 0.006);
    expect(audio.clicks).toHaveLength(3);
    expect(audio.tickers).toBe(0);
  });

  it('withdraws the clicks not yet heard when cancelled', () => {
    const audio = fakeAudio();
    let started = false;
    const cancel = runCountIn(
      { barIndex: 0, startMs: 0, beats: 4, bpm: 60 },
      audio.clock,
      audio.ticker,
      () => {
        started = true;
      },
    );
    audio.advance(1.5);
    cancel();
    audio.advance(5);
    expect(audio.clicks).toHaveLength(2);
    expect(started).toBe(false);
    expect(audio.tickers).toBe(0);
  });
});

describe('starting pitches', () => {
  const note = (id: string, startMs: number, endMs: number, pitch?: number) => ({
    id,
    startMs,
    endMs,
    ...(pitch === undefined ? {} : { pitch }),
  });
  const voices: SyncMap['voices'] = {
    soprano: [note('s1', 0, 1000, 72), note('s2', 1000, 2000, 74)],
    // The alto rests at 1000 ms: its next note counts.
    alto: [note('a1', 0, 900, 65), note('a2', 1500, 2000, 67)],
    tenore: [note('t1', 0, 2000, 60)],
    basso: [note('b1', 0, 1000, 41), note('b2', 1000, 2000, 43)],
  };

  it("gives each voice's note at the place, soprano to bass, a resting voice its next note", () => {
    expect(startingPitches(voices, 1000)).toEqual([
      { voice: 'soprano', pitch: 74 },
      { voice: 'alto', pitch: 67 },
      { voice: 'tenore', pitch: 60 },
      { voice: 'basso', pitch: 43 },
    ]);
    expect(startingPitches({ ...voices, tenore: [note('t1', 0, 2000)] }, 0).map((p) => p.voice)).toEqual([
      'soprano',
      'alto',
      'basso',
    ]);
  });

  it('plays them one after another or together, at their equal-tempered frequencies', () => {
    const pitches = startingPitches(voices, 0);
    const apart = pitchTones(pitches, 'one-by-one');
    expect(apart.map((tone) => tone.atS)).toEqual([0, 1, 2, 3].map((i) => i * NEXT_TONE_S));
    expect(apart.every((tone) => tone.durationS < NEXT_TONE_S)).toBe(true);
    expect(pitchTones(pitches, 'together').map((tone) => tone.atS)).toEqual([0, 0, 0, 0]);
    expect(frequencyOf(69)).toBe(440);
    expect(frequencyOf(60)).toBeCloseTo(261.63, 2);
  });
});

describe('the rehearsal helpers on the player', () => {
  function fakePlayer(sync: SyncMap) {
    const playing = signal(false);
    const timeMs = signal(0);
    const calls: string[] = [];
    const player = {
      part: signal<PartState>({
        status: 'ready',
        index: 0,
        sync,
        printed: sync,
        pages: [],
        layout: { kind: 'printed', parts: [[1]], page: { width: 945, height: 1337 } },
      }),
      bars: signal<readonly SyncBar[]>(sync.bars),
      timeMs,
      tempo: signal(100),
      playing,
      seek(ms: number) {
        calls.push(`seek ${ms}`);
        timeMs.value = ms;
      },
      toggle() {
        playing.value = !playing.value;
        calls.push(playing.value ? 'play' : 'pause');
      },
    };
    return { player, calls };
  }

  function fakeSounds(audio: ReturnType<typeof fakeAudio>) {
    const played: Tone[][] = [];
    const sounds: RehearsalSounds = {
      clock: () => audio.clock,
      ticker: audio.ticker,
      playTones: (tones) => void played.push([...tones]),
      stopTones: () => undefined,
      dispose: () => undefined,
    };
    return { sounds, played };
  }

  it('counts in from the start of the current bar, then plays; Play during the count-in ends it', async () => {
    const { player, calls } = fakePlayer(chorale);
    const audio = fakeAudio();
    const { sounds } = fakeSounds(audio);
    const rehearsal = createRehearsal(player, async () => createRehearsalEngine(sounds));
    const disconnect = rehearsal.connect();
    await rehearsal.prepare();
    player.toggle();
    player.timeMs.value = chorale.bars[3]!.startMs + 700;
    rehearsal.countIn();
    expect(calls).toEqual(['play', 'pause', `seek ${chorale.bars[3]!.startMs}`]);
    expect(rehearsal.counting.value).toBe(true);
    expect(rehearsal.beat.value).toBe(0);
    audio.advance(1);
    expect(rehearsal.beat.value).toBe(2);
    audio.advance(3);
    expect(audio.clicks).toHaveLength(4);
    expect(calls.at(-1)).toBe('play');
    expect(rehearsal.counting.value).toBe(false);
    expect(rehearsal.beat.value).toBe(0);

    player.toggle();
    rehearsal.countIn();
    audio.advance(1);
    player.toggle();
    expect(rehearsal.counting.value).toBe(false);
    expect(audio.clicks.every((click) => click.time <= audio.now)).toBe(true);
    expect(audio.tickers).toBe(0);
    disconnect();
  });

  it('a relayout of the part (stage mode, a rotation) keeps the count-in; another part ends it', async () => {
    const { player, calls } = fakePlayer(chorale);
    const audio = fakeAudio();
    const rehearsal = createRehearsal(player, async () => createRehearsalEngine(fakeSounds(audio).sounds));
    const disconnect = rehearsal.connect();
    await rehearsal.prepare();
    rehearsal.countIn();
    audio.advance(1);
    const shown = player.part.peek();
    // The same part on pages of another size: a new state object, the same part.
    player.part.value = { ...shown, pages: [] } as PartState;
    expect(rehearsal.counting.value).toBe(true);
    audio.advance(3);
    expect(calls.at(-1)).toBe('play');

    player.toggle();
    rehearsal.countIn();
    player.part.value = { status: 'loading' };
    expect(rehearsal.counting.value).toBe(false);
    disconnect();
  });

  it("plays the current bar's starting pitches and moves to a bar", async () => {
    const voices: SyncMap['voices'] = {
      soprano: [{ id: 's', startMs: 0, endMs: 9000, pitch: 67 }],
      alto: [{ id: 'a', startMs: 0, endMs: 9000, pitch: 62 }],
      tenore: [{ id: 't', startMs: 0, endMs: 9000, pitch: 59 }],
      basso: [{ id: 'b', startMs: 0, endMs: 9000, pitch: 43 }],
    };
    const { player, calls } = fakePlayer({ ...chorale, voices });
    const { sounds, played } = fakeSounds(fakeAudio());
    const rehearsal = createRehearsal(player, async () => createRehearsalEngine(sounds));
    expect(rehearsal.canPlayPitches.value).toBe(true);
    rehearsal.goToBar(2);
    expect(calls).toEqual([`seek ${chorale.bars[2]!.startMs}`]);
    rehearsal.playStartingPitches('one-by-one');
    await rehearsal.prepare();
    expect(played[0]!.map((tone) => tone.pitch)).toEqual([67, 62, 59, 43]);
    rehearsal.playStartingPitches('together');
    expect(played[1]!.every((tone) => tone.atS === 0)).toBe(true);
    // The pipeline writes the pitches; an edition built before it has none to offer.
    expect(createRehearsal(fakePlayer(lorelei).player).canPlayPitches.value).toBe(true);
    const unpitched = Object.fromEntries(
      Object.entries(lorelei.voices).map(([voice, notes]) => [
        voice,
        notes.map(({ pitch: _, ...note }) => note),
      ]),
    ) as SyncMap['voices'];
    expect(createRehearsal(fakePlayer({ ...lorelei, voices: unpitched }).player).canPlayPitches.value).toBe(
      false,
    );
  });
});

/** A fake audio clock and click output: time moves only when the test says so, tickers fire on demand. */
function fakeAudio() {
  let now = 0;
  let clicks: { time: number; accent: boolean }[] = [];
  const wakes = new Set<() => void>();
  const ticker: Ticker = (callback) => {
    wakes.add(callback);
    return () => void wakes.delete(callback);
  };
  const clock: CountInClock = {
    now: () => now,
    output: {
      click: (time, accent) => void clicks.push({ time, accent }),
      cancelAfter: (time) => {
        clicks = clicks.filter((click) => click.time <= time);
      },
    },
  };
  return {
    clock,
    ticker,
    get now() {
      return now;
    },
    get clicks() {
      return clicks;
    },
    get tickers() {
      return wakes.size;
    },
    /** Moves the clock on in 5 ms steps, waking every ticker at each. */
    advance(seconds: number) {
      const end = now + seconds;
      while (now < end - 1e-9) {
        now = Math.min(end, now + 0.005);
        for (const wake of [...wakes]) wake();
      }
    },
  };
}
