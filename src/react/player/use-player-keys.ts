import { type RefObject, useEffect, useRef } from 'react';
import { type FocusedElement, type KeyCommand, keyCommand, ownsKey } from '../../core/player/pedal-keys';
import type { PlayerController } from '../../core/player/player-controller';
import type { ZoomControls } from './player-toolbar';
import type { ScoreHandle } from './score-view';

/** The focused element as the key rules ask about it (the event's target inside the shadow root). */
function focusOf(event: KeyboardEvent, tabbed: boolean): FocusedElement | null {
  const path = event.composedPath();
  const target = path[0] as HTMLElement | undefined;
  if (!target?.tagName) return null;
  return {
    tag: target.tagName.toLowerCase(),
    type: (target as HTMLInputElement).type,
    editable: target.isContentEditable,
    keyboardFocus: tabbed,
    inDialog: path.some((node) => node instanceof HTMLDialogElement && node.open),
  };
}

/**
 * Keys and page-turn pedals (core/player/pedal-keys.ts): by default Page down, →, ↓ and Space turn
 * forwards and Page up, ←, ↑ and Shift+Space back; in the "control the recording" mode Space plays
 * or pauses and the arrows move by a bar. Both: K plays or pauses, + / − zoom, W and H fit the page
 * to the width or height, 0 goes back to the automatic size, L switches between the screen layout and
 * the printed pages. Not while a dialog is open. A page
 * taller than the score's box is scrolled through before it turns (ScoreHandle.step).
 */
export function usePlayerKeys(
  player: PlayerController,
  zoom: ZoomControls,
  dialogOpen: boolean,
  /** The rehearsal helpers' keys (use-rehearsal.ts): true when it took the key. */
  rehearsalKey: (key: string) => boolean,
  score: RefObject<ScoreHandle | null>,
) {
  const step = (direction: 1 | -1) =>
    score.current ? score.current.step(direction) : player.turn(direction);
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  /** The focus moved with the Tab key since the last tap or click (pedals never send Tab). */
  const tabbed = useRef(false);
  keys.current = (event) => {
    if (event.key === 'Tab') tabbed.current = true;
    if (dialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const mode = player.pageTurnSettings.peek().keys;
    const focus = focusOf(event, tabbed.current);
    if (focus && ownsKey(focus, event.key, mode)) return;
    const command = keyCommand(event.key, event.shiftKey, mode);
    if (!command) {
      if (rehearsalKey(event.key)) event.preventDefault();
      return;
    }
    const run: Record<KeyCommand, () => unknown> = {
      forward: () => step(1),
      back: () => step(-1),
      playPause: player.toggle,
      nextBar: () => player.stepBar(1),
      previousBar: () => player.stepBar(-1),
      toStart: () => player.seek(0),
      zoomIn: zoom.zoomIn,
      zoomOut: zoom.zoomOut,
      fitWidth: zoom.fitWidth,
      fitHeight: zoom.fitHeight,
      zoomAuto: zoom.reset,
      switchLayout: zoom.switchLayout,
    };
    // Also at the first or last page: a pedal's Space must not scroll the page instead.
    event.preventDefault();
    run[command]();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    const pointer = () => {
      tabbed.current = false;
    };
    window.addEventListener('keydown', listener);
    window.addEventListener('pointerdown', pointer, true);
    return () => {
      window.removeEventListener('keydown', listener);
      window.removeEventListener('pointerdown', pointer, true);
    };
  }, []);
}
