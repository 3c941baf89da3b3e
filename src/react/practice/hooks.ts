import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { Metre } from '../../core/practice/metres';
import { type ToolSettings, toolSettingsStore } from '../../core/practice/tool-settings';
import { createWebMetronome, type WebMetronome } from '../../core/practice/web-audio';
import { useCore } from '../hooks/use-core';

/** The user's tool settings and a function to change some of them (saved after a short rest). */
export function useToolSettings(): [ToolSettings, (patch: Partial<ToolSettings>) => void] {
  useSignals();
  const core = useCore();
  const store = toolSettingsStore(core);
  useEffect(() => {
    const flush = () => store.flush();
    globalThis.addEventListener('pagehide', flush);
    return () => {
      globalThis.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store]);
  return [store.settings.value, store.update];
}

/**
 * A Web Audio metronome owned by the calling component: stopped and its audio context closed on
 * unmount, with a wider look-ahead while the page is hidden. It takes up a new `bpm` or `metre` given
 * later (a lesson's tempo choice switches the video under the same tools).
 */
export function useWebMetronome(given: { bpm?: number; metre?: Metre }): WebMetronome {
  const [metronome] = useState(() => createWebMetronome(given));
  const { bpm, metre } = given;
  useEffect(() => {
    if (bpm !== undefined) metronome.setTempo(bpm);
  }, [metronome, bpm]);
  useEffect(() => {
    if (metre !== undefined) metronome.setMetre(metre);
  }, [metronome, metre]);
  useMetronomeLifecycle(metronome);
  return metronome;
}

/** Stops a metronome and closes its audio on unmount; a wider look-ahead while the page is hidden. */
export function useMetronomeLifecycle(metronome: WebMetronome): void {
  useEffect(() => {
    const onVisibility = () => metronome.setBackground(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      metronome.dispose();
    };
  }, [metronome]);
}

/**
 * Calls `frame` on every animation frame while `running`, and on one frame whenever `running` or
 * `still` changes otherwise (the picture of a stop, or of a seek while paused). A loop that ran
 * while nothing moved cost a layout and a restyle 60 times a second on any page with the tools.
 */
export function useAnimationFrame(frame: () => void, running = true, still?: unknown): void {
  const latest = useRef(frame);
  latest.current = frame;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `still` only asks for one more frame.
  useEffect(() => {
    let id = 0;
    const loop = () => {
      latest.current();
      if (running) id = requestAnimationFrame(loop);
    };
    id = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(id);
  }, [running, still]);
}
