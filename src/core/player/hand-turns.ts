/**
 * The pages on screen: those the recording shows (its page, a lookahead early) unless the
 * conductor turned by hand. A hand turn moves only the score; the recording goes on where it is,
 * unless the conductor chose "the recording follows my page". Automatic turning takes over again
 * at the next automatic turn (the recording reaching its next page, a lookahead early), when the
 * recording starts playing, and whenever the conductor moves the recording (a bar, the slider, a
 * part). While the recording plays, hand turns stay within its part: another part's pages would
 * need its recording.
 */
import { batch, computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-core';
import type { PageTurnSettings } from './page-turn-settings';
import { pagesLabel, type ShownPages, spreadsOf, type TurnContext, turnFrom } from './page-turns';
import { visiblePages } from './page-view';
import type { PageView } from './score-follower';

export interface HandTurnsDeps {
  /** The page numbers of each part of the edition, on the layout shown. */
  parts: ReadonlySignal<readonly (readonly number[])[]>;
  /** The page numbers of the open part. */
  partPages: ReadonlySignal<number[]>;
  /** The pages as the recording turns them. */
  auto: ReadonlySignal<PageView | null>;
  playing: ReadonlySignal<boolean>;
  settings: ReadonlySignal<PageTurnSettings>;
  /** Moves the recording to a page's first bar, opening its part when it is another. */
  goToPage(page: number): void;
  /** Applies a change at once, so the turn is painted in the next frame. */
  renderNow(update: () => void): void;
}

export function createHandTurns(deps: HandTurnsDeps) {
  const columns = signal<1 | 2>(1);
  /** The view turned to by hand, until automatic turning takes over. */
  const hand = signal<ShownPages | null>(null);
  const autoTurn = computed(() => deps.auto.value?.turn);
  const autoView = computed(
    (): ShownPages => ({
      pages: visiblePages(
        deps.partPages.value,
        deps.auto.value?.current ?? 0,
        deps.auto.value?.turn ?? 0,
        columns.value,
      ),
    }),
  );
  const shown = computed(() => hand.value ?? autoView.value);
  const allSpreads = computed(() => spreadsOf(deps.parts.value, columns.value));
  const context = computed((): TurnContext => {
    const { halfPages, recordingFollows } = deps.settings.value;
    const partPages = deps.partPages.value;
    const withinPart = deps.playing.value && !recordingFollows;
    return {
      spreads: withinPart ? spreadsOf([partPages], columns.value) : allSpreads.value,
      columns: columns.value,
      halfTurns: halfPages,
      partPages,
    };
  });
  const clear = () => {
    hand.value = null;
  };

  return {
    shown,
    /** "1–2": the pages on screen. */
    label: computed(() => pagesLabel(shown.value)),
    /** The page turned to: the recording's, or the first one turned to by hand (the one being read). */
    turnPage: computed(() => {
      const view = hand.value;
      if (view) return (view.half?.from ?? view.pages)[0]!;
      const turn = autoTurn.value;
      return turn !== undefined && deps.partPages.value.includes(turn)
        ? turn
        : (deps.partPages.value[0] ?? 1);
    }),
    canTurn: computed(() => ({
      back: turnFrom(shown.value, -1, context.value) !== null,
      forward: turnFrom(shown.value, 1, context.value) !== null,
    })),
    /** One page, or two side by side (the view's layout). A hand turn is let go when it changes. */
    setColumns(next: 1 | 2) {
      if (columns.peek() === next) return;
      batch(() => {
        columns.value = next;
        clear();
      });
    },
    /** A turn by hand forwards (1) or back (-1); false at the first or last page it may reach. */
    turn(direction: 1 | -1): boolean {
      const next = turnFrom(shown.peek(), direction, context.peek());
      if (!next) return false;
      const inPart = next.pages.every((page) => deps.partPages.peek().includes(page));
      const moves = !next.half && (deps.settings.peek().recordingFollows || !inPart);
      deps.renderNow(() => {
        if (moves) deps.goToPage(Math.min(...next.pages));
        if (inPart) hand.value = next;
      });
      return true;
    },
    clear,
    /**
     * Lets a hand turn go at the next automatic turn to another page than the one read by hand
     * (one to it changes nothing on screen: a part opened by a turn loads its recording there,
     * and a pedal pressed meanwhile is kept); returns the function that stops.
     */
    follow: () =>
      effect(() => {
        const turn = autoTurn.value;
        untracked(() => {
          const view = hand.value;
          if (view && turn !== undefined && (view.half?.from ?? view.pages).includes(turn)) return;
          clear();
        });
      }),
  };
}
