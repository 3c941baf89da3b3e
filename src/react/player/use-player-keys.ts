import { useEffect, useRef } from 'react';
import type { PlayerController } from '../../core/player/player-controller';
import type { ZoomControls } from './player-toolbar';

/** True when a key press belongs to a control that uses the key itself (typing, sliders, buttons). */
function ownsKey(event: KeyboardEvent, key: string): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return (target as HTMLInputElement).type !== 'checkbox' || key === ' ';
  if (tag === 'button' || tag === 'a') return key === ' ' || key === 'Enter';
  return false;
}

/**
 * Keyboard: Space plays or pauses, arrows move by a bar, Page up / down turn pages, + / − zoom,
 * W and H fit the page to the width or height, 0 goes back to the automatic size. Not while a
 * dialog is open.
 */
export function usePlayerKeys(
  player: PlayerController,
  zoom: ZoomControls,
  dialogOpen: boolean,
  /** The rehearsal helpers' keys (use-rehearsal.ts): true when it took the key. */
  rehearsalKey?: (key: string) => boolean,
) {
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (dialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (ownsKey(event, event.key)) return;
    const next = player.nextPage.peek();
    const previous = player.previousPage.peek();
    if (event.key === ' ' || event.key === 'k') player.toggle();
    else if (event.key === 'ArrowRight') player.stepBar(1);
    else if (event.key === 'ArrowLeft') player.stepBar(-1);
    else if (event.key === 'PageDown' && next) player.jumpToPage(next);
    else if (event.key === 'PageUp' && previous) player.jumpToPage(previous);
    else if (event.key === 'Home') player.seek(0);
    else if (event.key === '+' || event.key === '=') zoom.zoomIn();
    else if (event.key === '-') zoom.zoomOut();
    else if (event.key === 'w' || event.key === 'W') zoom.fitWidth();
    else if (event.key === 'h' || event.key === 'H') zoom.fitHeight();
    else if (event.key === '0') zoom.reset();
    else if (!rehearsalKey?.(event.key)) return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
