/**
 * One clock for beats that must go on whether or not the browser lets the audio run: the
 * metronome's and the player's count-in. No signals here: the count-in's lazy chunk imports this
 * file, and a signals import there would split the signals library out of the chunk every page loads.
 */
import type { ClickOutput } from './metronome';

/**
 * The clock of a beat: the audio context's clock while the context runs, the page's
 * clock otherwise (no Web Audio, or a context the browser keeps suspended), joined without a jump.
 * Clicks scheduled while the audio is not running stay silent, but are handed to the audio as soon
 * as it runs, so the beat (and everything drawn from it) goes on either way.
 */
export function createHybridClock(audio: () => { context: BaseAudioContext; output: ClickOutput } | null) {
  const page = () => performance.now() / 1000;
  /** scheduler time = audio time + offset, while the audio runs */
  let offset = 0;
  /** scheduler time = page time - pageBase, otherwise */
  let pageBase = 0;
  let onAudio = false;
  let last = 0;
  let silent: { time: number; accent: boolean; beatStart: boolean }[] = [];
  /** The audio clock's last reading and the page time it was first seen at. */
  let seen = { audio: Number.NaN, page: 0 };

  /**
   * Whether the context's clock has moved within the last STALL_SECONDS of page time. A context that
   * says it runs may keep its clock still (WebKitGTK: resumed from script, `running`, `currentTime`
   * at 0): then the beat goes on the page clock, silently.
   */
  function moving(context: BaseAudioContext): boolean {
    if (context.currentTime !== seen.audio) seen = { audio: context.currentTime, page: page() };
    return page() - seen.page <= STALL_SECONDS;
  }

  function now(): number {
    const current = audio();
    const running = current?.context.state === 'running' && moving(current.context);
    if (running && !onAudio) {
      offset = page() - pageBase - current.context.currentTime;
      onAudio = true;
      const due = silent.filter((click) => click.time > page() - pageBase);
      silent = [];
      for (const click of due) current.output.click(click.time - offset, click.accent, click.beatStart);
    } else if (!running && onAudio) {
      pageBase = page() - last;
      onAudio = false;
    }
    last = onAudio && current ? current.context.currentTime + offset : page() - pageBase;
    return last;
  }

  return {
    now,
    /** A click output in scheduler time. */
    output: {
      click(time: number, accent: boolean, beatStart = false) {
        const current = audio();
        if (onAudio && current) current.output.click(time - offset, accent, beatStart);
        else silent = [...silent.filter((click) => click.time > last), { time, accent, beatStart }];
      },
      cancelAfter(time: number) {
        silent = silent.filter((click) => click.time <= time);
        if (onAudio) audio()?.output.cancelAfter(time - offset);
      },
    } satisfies ClickOutput,
    /** Audio time (e.g. what is heard now) to scheduler time. */
    fromAudio(time: number): number {
      return onAudio ? time + offset : now();
    },
    /** Whether the clock is on the audio's: while not, clicks are silent. */
    onAudio: () => onAudio,
  };
}

/** An audio clock that has not moved for this long while the context says it runs is stuck. */
const STALL_SECONDS = 0.25;
