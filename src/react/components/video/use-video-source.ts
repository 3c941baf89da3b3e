import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { SubtitleDto, VideoSourceDto } from '../../../core/contract/api';
import { videoSources } from '../../../core/learning/video-sources';
import { keptVideo } from '../../../core/offline/kept-media';
import { useCore } from '../../hooks/use-core';

export type VideoState =
  | { status: 'loading' }
  /** `kept`: played from a topic kept on this device (the only source that plays offline). */
  | { status: 'ready'; source: VideoSourceDto; tracks: SubtitleDto[]; kept?: true }
  | { status: 'error' };

/**
 * Loads the video sources of a learning element for the interface language, and its caption
 * tracks. A failed subtitle call is logged and the video plays without captions (requirements R7.8, R8.15).
 * `bpm`: another of the lesson's tempi (a kept topic holds only the one the lesson opens with).
 */
export function useVideoSource(
  learnElementId: number,
  enabled = true,
  bpm?: number,
): { state: VideoState; retry: () => void } {
  useSignals();
  const core = useCore();
  const language = core.language.value;
  const [state, setState] = useState<VideoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on "try again".
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let release: (() => void) | undefined;
    setState({ status: 'loading' });
    const fromServer = videoSources(core, learnElementId, language, bpm);
    fromServer.catch(() => undefined); // awaited below unless a kept copy plays
    // A topic kept on this device plays from its files at once, without waiting for a network
    // that may be down or silent (asked in parallel, so nothing waits when it is not kept).
    void keptVideo(core, learnElementId, language).then(async (kept) => {
      if (kept && bpm !== undefined && kept.value.source.bpm !== bpm) kept.release();
      else if (kept) {
        if (cancelled) return kept.release();
        release = kept.release;
        return setState({ status: 'ready', ...kept.value, kept: true });
      }
      try {
        const [source, tracks] = await fromServer;
        if (!cancelled) setState({ status: 'ready', source, tracks });
      } catch (error) {
        core.env.log('Video sources could not be loaded', error);
        if (!cancelled) setState({ status: 'error' });
      }
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [core, learnElementId, language, enabled, bpm, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
