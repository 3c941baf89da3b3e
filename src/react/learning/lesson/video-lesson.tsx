import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalElement } from '../../../core/learning/localise';
import { earlyStill } from '../../../core/learning/video-sources';
import { PRACTICE_VIDEO_PLACEMENT } from '../../../core/practice/patterns';
import type { ElementProgress } from '../../../core/progress/progress-reporter';
import { useVideoSource } from '../../components/video/use-video-source';
import { PLYR_CONTROLS_HEIGHT, PlyrVideo } from '../../components/video/video-player';
import { useCore } from '../../hooks/use-core';
import { useOnline, useWhenBackOnline } from '../../hooks/use-online';
import { PracticeTools, Segmented } from '../../practice';
import { muted } from '../learning.styles';
import { UnavailableOffline } from '../offline-notice';
import { RetryNotice } from '../retry-notice';
import { videoInfo } from './video-info';

export interface VideoLessonProps {
  element: LocalElement;
  /** Where its playback is reported (an exercise's video reports none). */
  progress?: ElementProgress;
}

const tempoChoice = css`
  margin-top: 12px;
`;

/**
 * The practice video and, where the lesson offers a metre at several tempi, the choice of tempo
 * under it (kept while the other tempo's video loads, so the keyboard focus stays on it).
 */
export function VideoLesson({ element, progress }: VideoLessonProps) {
  const { t } = useTranslation();
  const video = element.video;
  const [bpm, setBpm] = useState(video?.bpm ?? 0);
  if (!video?.tempi || video.tempi.length < 2)
    return <VideoPlayer element={element} {...(progress ? { progress } : {})} />;
  return (
    <>
      <VideoPlayer element={element} bpm={bpm} {...(progress ? { progress } : {})} />
      <div css={tempoChoice}>
        <Segmented
          legend={t('learning.element.tempo')}
          value={bpm}
          options={video.tempi.map((tempo) => ({ value: tempo, label: String(tempo) }))}
          onChange={setBpm}
          part="tempo"
        />
      </div>
    </>
  );
}

const infoLine = css`
  margin: 10px 2px 0;
  font-size: 0.9375rem;
`;

const videoLoading = css`
  position: absolute;
  inset: 0;
  border-radius: var(--choir-radius);
  background: var(--choir-color-media);
  overflow: hidden;
  /* The still, where and as the video will show it. */
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * The practice video in Plyr, inside the practice tools; `bpm`: one of the lesson's tempi. While
 * the video's links load, the tools and the line under the video are already drawn from the
 * lesson's own video facts, so nothing moves when the video arrives (and a tempo change keeps the
 * tools, e.g. a camera that is on).
 */
function VideoPlayer({ element, progress, bpm }: VideoLessonProps & { bpm?: number }) {
  const { t } = useTranslation();
  const core = useCore();
  const { state, retry } = useVideoSource(element.learnElementId, true, bpm);
  // The still the page asked for with the lesson, drawn while the player's links and code come.
  const still = earlyStill(core, element.learnElementId, core.language.value, bpm);
  const online = useOnline();
  // Sources that could not load offline (or only as the worker's stale links) load once the network is back.
  useWhenBackOnline(() => state.status !== 'loading' && !(state.status === 'ready' && state.kept) && retry());
  // Offline only a topic kept on this device has the video files (not the worker's signed links).
  const playable = state.status === 'ready' && (online || state.kept);
  if (!online && !playable && state.status !== 'loading')
    return <UnavailableOffline text={t('learning.offline.video')} />;
  if (state.status === 'error')
    return <RetryNotice text={t('learning.element.videoFailed')} onRetry={retry} />;
  const source = playable ? state.source : undefined;
  const facts = source ?? { ...element.video, ...(bpm ? { bpm } : {}) };
  return (
    <section aria-label={t('learning.types.video')} part="video">
      <PracticeTools
        {...(facts.beats ? { beats: facts.beats } : {})}
        {...(facts.bpm ? { bpm: facts.bpm } : {})}
        {...(facts.groups ? { groups: facts.groups } : {})}
        {...(source?.pattern ? { pattern: source.pattern } : {})}
        {...(source ? { beatTimesMs: source.beatTimesMs } : {})}
        placement={PRACTICE_VIDEO_PLACEMENT}
        controlsHeight={PLYR_CONTROLS_HEIGHT}
        learnElementId={element.learnElementId}
        playerControls
        fitScreen
      >
        {source && state.status === 'ready' ? (
          <PlyrVideo
            key={`${element.learnElementId}-${source.bpm}`}
            source={source}
            tracks={state.tracks}
            title={element.headline}
            fill
            {...(progress ? { progress } : {})}
          />
        ) : (
          <div aria-busy="true" css={videoLoading}>
            {still && online ? <img src={still} crossOrigin="anonymous" alt="" data-video-still /> : null}
          </div>
        )}
      </PracticeTools>
      {source ? (
        <p css={[muted, infoLine]}>{videoInfo(t, source)}</p>
      ) : (
        // The line's room, kept while the video's facts load.
        <div css={infoLine} aria-hidden="true">
          {'\u00a0'}
        </div>
      )}
    </section>
  );
}
