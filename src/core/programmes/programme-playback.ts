/**
 * A programme played through in the player (issue 39): the player opens the item's work at its
 * first page (the item's part, when it is one, `programmeOpening`); a forward turn on the item's last page (a pedal,
 * a key, a tap, stage mode's button) opens the next item; when the item's recording ends, the next
 * part of the work plays, and after its last part the next item, playing.
 */
import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import type { ProgrammeItem } from '../contract/api';
import type { PlayerController } from '../player/player-controller';

export interface ProgrammePlace {
  items: readonly ProgrammeItem[];
  index: number;
  /** Arrived by the end of the previous item's recording: play at once. */
  play: boolean;
  /** Arrived from stage mode: the player enters it again. */
  stage: boolean;
  /** Opens another item of the programme. */
  goTo(index: number, options: { play: boolean }): void;
}

/** A programme's place with what the player does with it, loaded with the programmes' code. */
export interface ProgrammeRun extends ProgrammePlace {
  opening(manifest: PlayerController['manifest']): ReturnType<typeof programmeOpening>;
  follow(player: PlayerController): ReturnType<typeof withProgramme>;
}

/** Binds a place to the player's side of it (so the player imports none of this module). */
export const programmeRun = (place: ProgrammePlace): ProgrammeRun => ({
  ...place,
  opening: (manifest) => programmeOpening(manifest, place),
  follow: (player) => withProgramme(player, place),
});

type Turns = Pick<PlayerController, 'turn' | 'canTurn'>;

/** The player's turns with the programme's next item past the item's last page, and what starts it. */
export function followProgramme(
  player: PlayerController,
  place: ProgrammePlace,
): Turns & { start(): () => void } {
  const item = place.items[place.index];
  const parts = player.manifest.parts;
  const lastPart = item?.part ?? parts.length - 1;
  const lastPage = parts[lastPart]?.pages.at(-1)?.number ?? null;
  const hasNext = place.index + 1 < place.items.length;
  const atEnd = computed(() => lastPage !== null && player.shownPages.value.pages.includes(lastPage));
  const next = (play: boolean) => place.goTo(place.index + 1, { play });

  const canTurn: ReadonlySignal<{ back: boolean; forward: boolean }> = computed(() => {
    const base = player.canTurn.value;
    return hasNext && atEnd.value ? { ...base, forward: true } : base;
  });

  function turn(direction: 1 | -1): boolean {
    if (direction === 1 && hasNext && atEnd.peek()) {
      next(false);
      return true;
    }
    return player.turn(direction);
  }

  /** When the recording ends: the item's next part, else the next item, playing. */
  function start(): () => void {
    let wasPlaying = false;
    return effect(() => {
      const playing = player.playing.value;
      const ended = wasPlaying && !playing && player.timeMs.peek() >= player.durationMs.peek();
      wasPlaying = playing;
      if (!ended) return;
      const partIndex = player.partIndex.peek();
      if (partIndex < lastPart) {
        // The next part plays once loaded, though the ended recording no longer does.
        player.openPart(partIndex + 1, true);
      } else if (hasNext) next(true);
    });
  }

  return { turn, canTurn, start };
}

/** The player as the views use it: the programme's turns where one is played, and what starts it. */
export function withProgramme(
  player: PlayerController,
  place: ProgrammePlace | null | undefined,
): { player: PlayerController; start(): () => void } {
  if (!place) return { player, start: () => () => undefined };
  const { start, ...turns } = followProgramme(player, place);
  return { player: { ...player, ...turns }, start };
}

/** Where the player opens an item: its part's first page (the work's when it is whole), playing when asked. */
export function programmeOpening(
  manifest: PlayerController['manifest'],
  place: ProgrammePlace | null | undefined,
): { part: number; page: number; play: boolean } | null {
  const item = place?.items[place.index];
  if (!place || !item) return null;
  const part = Math.min(item.part ?? 0, manifest.parts.length - 1);
  return { part, page: manifest.parts[part]?.pages[0]?.number ?? 0, play: place.play };
}
