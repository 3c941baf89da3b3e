/** The player's A-B loop: chosen with one button (start bar, end bar, off), shown as the controls need. */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { SyncBar } from '../score/manifest';
import { type BarLoop, makeLoop } from '../score/sync';

/** The A-B loop as the controls show it: off, its start chosen, or on between two bars. */
export interface LoopView {
  state: 'off' | 'start' | 'on';
  from?: string;
  to?: string;
}

export function createAbLoop(bars: ReadonlySignal<readonly SyncBar[]>) {
  const start = signal<number | null>(null);
  const active = signal<BarLoop | null>(null);
  return {
    /** The loop the recording repeats, if one is set. */
    active: active as ReadonlySignal<BarLoop | null>,
    view: computed((): LoopView => {
      const list = bars.value;
      const on = active.value;
      if (on) return { state: 'on', from: list[on.fromIndex]?.n ?? '', to: list[on.toIndex]?.n ?? '' };
      const from = start.value;
      return from !== null ? { state: 'start', from: list[from]?.n ?? '' } : { state: 'off' };
    }),
    clear() {
      batch(() => {
        active.value = null;
        start.value = null;
      });
    },
    /** The loop button at bar `index`: first the start bar, then the end bar, then off. */
    step(index: number) {
      if (active.peek()) this.clear();
      else if (start.peek() === null) start.value = index;
      else
        batch(() => {
          active.value = makeLoop(bars.peek(), start.peek()!, index);
          start.value = null;
        });
    },
  };
}
