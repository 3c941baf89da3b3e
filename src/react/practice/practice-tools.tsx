/**
 * `PracticeTools`: the practice tools around a lesson video. A learning page only wraps its video:
 *
 * ```tsx
 * <PracticeTools beats={4} bpm={70} beatTimesMs={entry.beatTimesMs} placement={PRACTICE_VIDEO_PLACEMENT}>
 *   <video src={signedUrl} poster={poster} preload="metadata" />
 * </PracticeTools>
 * ```
 *
 * - `children`: the lesson video (a `<video>`, or a player that renders one, e.g. Plyr). The first
 *   `<video>` inside is the clock of the beat point and is what "Mirror video" flips. Prefer no
 *   native `controls` (they would be mirrored too): the toolbar has play/pause.
 * - `beats` (1-7) and `bpm`: the video's metre and tempo; they also set the metronome's start values.
 * - `groups`: a fast or asymmetric metre's grouping ("2+2+3"): the pattern beats `beats`, the
 *   metronome counts every count of the bar at `bpm`, as the video clicks.
 * - `pattern`: the form the video's figure beats where `beats` has several (a slow seven's "3+2+2").
 * - `beatTimesMs`: the video's click times (content/videos/index.json); without them the beat
 *   point follows an even `bpm` grid from 0, and without `bpm` either it follows the metronome.
 * - `placement`: where the pattern sits in the 16:9 picture (default centred;
 *   `PRACTICE_VIDEO_PLACEMENT` lays it exactly over the practice videos' own drawing).
 * - `controlsHeight`: px taken by the player's controls along the picture's bottom edge (Plyr's
 *   `PLYR_CONTROLS_HEIGHT`); the camera overlay never covers them.
 * - `learnElementId`: the lesson; the Beat check keeps its last take in that lesson's progress.
 * - `playerControls`: the video brings its own play control (Plyr): the toolbar then has none, so
 *   one video has one Play.
 * - `fitScreen`: the picture is kept within the first screenful (`use-stage-fit.ts`), so a lesson's
 *   title, tools and video show together.
 *
 * Tools: beat pattern overlay (with "back to beat 1"), left-handed (the picture is mirrored, with
 * the video's own drawing of the pattern and the overlay on it, so one figure shows), mirrored video,
 * metronome panel, and the webcam beside the video or over it. The choices persist per user
 * (user settings, key `tools`). The camera is released when it is turned off, on unmount and
 * when the page is left.
 */
import './texts';
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { metreOfGroups, simpleMetre } from '../../core/practice/metres';
import { clampBeats, countsPerBar, type PatternPlacement } from '../../core/practice/patterns';
import { barStartMs } from '../../core/practice/position';
import { LazyBeatCheck } from './beat-check/lazy-beat-check';
import { useConductedClock } from './conducted-clock';
import { CameraTools, PatternToggles, Toggle } from './controls';
import { useToolSettings, useWebMetronome } from './hooks';
import { LazyMetronome } from './lazy-metronome';
import { MirroredVideo } from './mirrored-video';
import { PatternOverlay } from './pattern-overlay';
import { card, iconButton, toolbar, toolbarDivider } from './practice.styles';
import { useStageFit } from './use-stage-fit';
import { WebcamPanel } from './webcam-panel';

export interface PracticeToolsProps {
  children: ReactNode;
  beats?: number;
  bpm?: number;
  groups?: string;
  /** The pattern a video's figure beats, by its grouping (a slow seven's "3+2+2"); else the standard one. */
  pattern?: string;
  beatTimesMs?: readonly number[];
  placement?: PatternPlacement;
  controlsHeight?: number;
  /** The lesson the video belongs to: the Beat check keeps its last take there. */
  learnElementId?: number;
  /** The video has its own play control: the toolbar draws none. */
  playerControls?: boolean;
  /** Keep the picture within the first screenful. */
  fitScreen?: boolean;
}

const root = css`
  display: grid;
  gap: 14px;
`;

const bar = css`
  ${toolbar};
  padding: 10px 12px;
`;

const body = css`
  display: grid;
  gap: 14px;
  align-items: start;
`;

const withMetronome = css`
  @media (min-width: 980px) {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const picture = css`
  position: absolute;
  inset: 0;
`;

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      {playing ? (
        <path d="M5 3.5h2.6v11H5zM10.4 3.5H13v11h-2.6z" fill="currentColor" />
      ) : (
        <path d="M5.5 3.2v11.6L14.5 9z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The metronome's metre for a video: a fast or asymmetric metre's grouping as the metre the course
 * teaches (accents where the hand's beats begin), else a click per count of the bar. Metres are
 * shared objects: a re-render hands the metronome the same one.
 */
function videoMetre(beats: number, groups?: string) {
  return (groups ? metreOfGroups(groups) : null) ?? simpleMetre(countsPerBar(beats, groups));
}

/** Play state of the first `<video>` inside a container. */
function useVideo(container: React.RefObject<HTMLElement | null>) {
  const [playing, setPlaying] = useState(false);
  // Counts seeks: the overlay redraws once for one made while the video is paused.
  const [seeks, setSeeks] = useState(0);
  const video = useCallback(() => container.current?.querySelector('video') ?? null, [container]);
  useEffect(() => {
    const element = video();
    if (!element) return;
    const update = () => setPlaying(!element.paused && !element.ended);
    const seeked = () => setSeeks((count) => count + 1);
    update();
    for (const type of ['play', 'pause', 'ended', 'emptied'] as const) element.addEventListener(type, update);
    element.addEventListener('seeked', seeked);
    return () => {
      for (const type of ['play', 'pause', 'ended', 'emptied'] as const)
        element.removeEventListener(type, update);
      element.removeEventListener('seeked', seeked);
    };
  });
  return { video, playing, seeks };
}

export function PracticeTools({
  children,
  beats: beatsProp,
  bpm,
  groups,
  pattern,
  beatTimesMs,
  placement,
  controlsHeight,
  learnElementId,
  playerControls = false,
  fitScreen = false,
}: PracticeToolsProps) {
  useSignals();
  const { t } = useTranslation();
  const [settings, update] = useToolSettings();
  const beats = clampBeats(beatsProp ?? settings.beats);
  const metronome = useWebMetronome({ bpm: bpm ?? settings.tempo, metre: videoMetre(beats, groups) });
  const clock = useConductedClock(metronome);
  const pictureRef = useRef<HTMLDivElement>(null);
  const { video, playing, seeks } = useVideo(pictureRef);
  const followsVideo = Boolean(beatTimesMs?.length || bpm);
  const currentTimeMs = useCallback(() => (video()?.currentTime ?? 0) * 1000, [video]);
  // The video draws the right-handed pattern itself: left-handed mirrors the whole picture once.
  const mirrored = settings.mirror !== settings.leftHanded;
  const [beatCheck, setBeatCheck] = useState(false);
  const [checkUsesCamera, setCheckUsesCamera] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stageHeight = useStageFit(bodyRef, fitScreen);

  /** Back to beat 1 of the current bar of the video. */
  const backToBarStart = () => {
    const element = video();
    if (!element) return;
    const now = element.currentTime * 1000;
    const barMs = (60_000 / (bpm || 60)) * beats;
    const start = beatTimesMs?.length ? barStartMs(now, beatTimesMs, beats) : Math.floor(now / barMs) * barMs;
    if (start !== null) element.currentTime = start / 1000;
  };

  const overlay = settings.pattern ? (
    <PatternOverlay
      beats={beats}
      {...(pattern ? { form: pattern } : {})}
      {...(bpm ? { bpm } : {})}
      {...(beatTimesMs ? { beatTimesMs } : {})}
      {...(followsVideo
        ? { currentTimeMs, onReset: backToBarStart, moving: playing, still: seeks }
        : { metronome: clock, moving: metronome.running.value })}
      mirrored={mirrored}
      {...(placement ? { placement } : {})}
    />
  ) : null;

  return (
    <div
      css={root}
      part="practice-tools"
      style={
        stageHeight === null ? undefined : ({ '--choir-stage-height': `${stageHeight}px` } as CSSProperties)
      }
    >
      <div css={[card, bar]} role="toolbar" aria-label={t('practice.toolbar.label')} part="toolbar">
        {playerControls ? null : (
          <>
            <button
              type="button"
              css={iconButton}
              aria-label={playing ? t('practice.toolbar.pause') : t('practice.toolbar.play')}
              onClick={() => {
                const element = video();
                if (!element) return;
                if (element.paused || element.ended) void element.play().catch(() => undefined);
                else element.pause();
              }}
              part="play"
            >
              <PlayIcon playing={playing} />
            </button>
            <span css={toolbarDivider} />
          </>
        )}
        <PatternToggles settings={settings} update={update} />
        <Toggle pressed={settings.mirror} onChange={(mirror) => update({ mirror })} part="mirror-toggle">
          {t('practice.toolbar.mirror')}
        </Toggle>
        <Toggle
          pressed={settings.metronome}
          onChange={(value) => update({ metronome: value })}
          part="metronome-toggle"
        >
          {t('practice.toolbar.metronome')}
        </Toggle>
        <span css={toolbarDivider} />
        <CameraTools
          settings={settings}
          update={update}
          beatCheck={beatCheck}
          onCheck={setBeatCheck}
          checkUsesCamera={checkUsesCamera}
        />
      </div>
      <div css={[body, settings.metronome && withMetronome]} ref={bodyRef}>
        <WebcamPanel
          mode={settings.webcam}
          settings={settings}
          onSettingsChange={update}
          onClose={() => update({ webcam: 'off' })}
          foreground={overlay}
          controlsHeight={controlsHeight}
        >
          <MirroredVideo mirrored={mirrored}>
            <div css={picture} ref={pictureRef}>
              {children}
            </div>
          </MirroredVideo>
        </WebcamPanel>
        {settings.metronome && <LazyMetronome metronome={metronome} />}
      </div>
      {beatCheck && (
        <LazyBeatCheck
          metronome={metronome}
          leftHanded={settings.leftHanded}
          onCameraUse={setCheckUsesCamera}
          {...(pattern ? { form: pattern } : {})}
          {...(learnElementId !== undefined ? { learnElementId } : {})}
        />
      )}
    </div>
  );
}
