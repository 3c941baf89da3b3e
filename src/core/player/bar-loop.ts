/**
 * The player's A-B loop: the loop button chooses its start bar, then its end bar, then ends it.
 * The score follower keeps the audio inside it (score-follower.ts).
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { SyncBar } from '../score/manifest';
import { type BarLoop, makeLoop } from '../score/sync';

/** The A-B loop as the controls show it: off, its start chosen, or on between two bars. */
export interface LoopView {
  state: 'off' | 'start' | 'on';
  from?: string;
  to?: string;
}

export function createBarLoop(bars: ReadonlySignal<readonly SyncBar[]>) {
  const loopStart = signal<number | null>(null);
  const loop = signal<BarLoop | null>(null);
  const clear = () =>
    batch(() => {
      loop.value = null;
      loopStart.value = null;
    });
  return {
    /** The loop in force, if any. */
    active: () => loop.peek(),
    clear,
    view: computed((): LoopView => {
      const list = bars.value;
      const active = loop.value;
      if (active)
        return { state: 'on', from: list[active.fromIndex]?.n ?? '', to: list[active.toIndex]?.n ?? '' };
      const start = loopStart.value;
      return start !== null ? { state: 'start', from: list[start]?.n ?? '' } : { state: 'off' };
    }),
    /** The loop button at the bar occurrence `index`: first the start bar, then the end bar, then off. */
    step(index: number) {
      if (loop.peek()) clear();
      else if (loopStart.peek() === null) loopStart.value = index;
      else
        batch(() => {
          loop.value = makeLoop(bars.peek(), loopStart.peek()!, index);
          loopStart.value = null;
        });
    },
  };
}
