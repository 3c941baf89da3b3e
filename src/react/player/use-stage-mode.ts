import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { appChromeHidden } from '../../core/player/app-chrome';
import { createStageMode } from '../../core/player/stage';
import { useCore } from '../hooks/use-core';

/** The element that goes full screen: the custom element around the player (choir-app, choir-player). */
function hostOf(node: Element): Element {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : node;
}

/** A key press that types into a field. */
function typing(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  return Boolean(target?.isContentEditable || target?.matches?.('input, textarea, select'));
}

/**
 * This player's stage mode (core/player/stage.ts) and its keys: F enters or leaves it, Escape
 * leaves it (a browser's own full screen also ends with its Escape). Not while a dialog is open.
 */
export function useStageMode(player: RefObject<HTMLElement | null>, dialogOpen: boolean) {
  useSignals();
  const core = useCore();
  const [stage] = useState(() =>
    createStageMode(
      { document, wakeLock: 'wakeLock' in navigator ? navigator.wakeLock : undefined, log: core.env.log },
      appChromeHidden,
    ),
  );
  const toggle = () => {
    if (player.current) stage.toggle(hostOf(player.current));
  };
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (dialogOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === 'f' || event.key === 'F') && !typing(event)) toggle();
    else if (event.key === 'Escape' && stage.active.peek()) stage.leave();
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => {
      window.removeEventListener('keydown', listener);
      stage.leave();
    };
  }, [stage]);
  return { active: stage.active.value, toggle, leave: stage.leave };
}
