/**
 * The Beat check (issue 18), loaded when the user opens it: the camera watches the conductor's beat
 * hand, each ictus is compared with the metronome's click, live on a timeline and as a summary at
 * the end. The picture is analysed on the device (core/practice/beat-check); nothing leaves it.
 */
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beatCheckTexts } from '../../../core/i18n/features/beat-check';
import { registerTexts } from '../../../core/i18n/register-texts';
import { CALIBRATION_TAPS, cameraDelay, pageToAudioTime } from '../../../core/practice/beat-check/clock';
import {
  beatCheckKey,
  keepBeatCheck,
  lastBeatCheck,
  summaryOf,
} from '../../../core/practice/beat-check/last-check';
import type { BeatCheckScore } from '../../../core/practice/beat-check/scoring';
import { type BeatCheckTake, createBeatCheckTake } from '../../../core/practice/beat-check/take';
import { conductedClicks } from '../../../core/practice/metres';
import type { WebMetronome } from '../../../core/practice/web-audio';
import { Button } from '../../components/button';
import { useCore } from '../../hooks/use-core';
import { card } from '../practice.styles';
import { useWebcam } from '../use-webcam';
import { cameraVideo, mirroredVideo } from '../webcam.styles';
import { CameraMessage } from '../webcam-camera';
import { BeatTimeline } from './beat-timeline';
import { type CameraFrame, useCameraFrames } from './camera-frames';
import { HandTrace } from './hand-trace';
import { loadCameraDelay, saveCameraDelay } from './storage';
import { lastCheckText, offsetText, summaryLines } from './summary';

registerTexts(beatCheckTexts);

const panel = css`
  ${card};
  /* Brought into view below the header that stays at the top of the page. */
  scroll-margin-top: 96px;
  scroll-margin-bottom: 16px;
  display: grid;
  gap: 12px;
  padding: 16px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const layout = css`
  display: grid;
  gap: 12px;
  @media (min-width: 720px) {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const pictures = css`
  display: grid;
  gap: 8px;
`;

/** On a phone the camera and the traced path sit side by side, so the timeline stays in view. */
const picturesSideBySide = css`
  @media (max-width: 719px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const preview = css`
  position: relative;
  aspect-ratio: 4 / 3;
  background: var(--choir-color-media);
  border-radius: var(--choir-radius-small);
  overflow: hidden;
`;

const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  div {
    display: grid;
  }
  dt {
    font-size: 0.8rem;
    color: var(--choir-color-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const alert = css`
  padding: 8px 12px;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-warning-soft);
  color: var(--choir-color-warning);
`;

const tapArea = css`
  font: inherit;
  background: none;
  cursor: pointer;
  min-height: 120px;
  display: grid;
  place-items: center;
  border: 2px dashed var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  font-weight: 600;
  touch-action: manipulation;
  user-select: none;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Phase = 'idle' | 'running' | 'calibrating' | 'done';

export interface BeatCheckPanelProps {
  metronome: WebMetronome;
  /** The lesson the tools wrap; without one (the tools page) the last check is kept under `tools`. */
  learnElementId?: number;
  /** The pattern figure under the hand's path is the left-handed one. */
  leftHanded?: boolean;
  /** Told whether the Beat check has the camera on (the camera control says so). */
  onCameraUse?: (inUse: boolean) => void;
  /** The form of the figure under the hand where the beats have several (a slow seven's "3+2+2"). */
  form?: string;
}

export function BeatCheckPanel({
  metronome,
  learnElementId,
  leftHanded = false,
  onCameraUse,
  form,
}: BeatCheckPanelProps) {
  useSignals();
  const { t } = useTranslation();
  const core = useCore();
  const key = beatCheckKey(learnElementId);
  const lastCheck = lastBeatCheck(core, key);
  const [kept, setKept] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [take, setTake] = useState<BeatCheckTake | null>(null);
  const [score, setScore] = useState<BeatCheckScore | null>(null);
  const [delay, setDelay] = useState(loadCameraDelay);
  const [calibration, setCalibration] = useState<'done' | 'failed' | null>(null);
  const taps = useRef<number[]>([]);
  const startedMetronome = useRef(false);
  const video = useRef<HTMLVideoElement>(null);
  const active = phase === 'running' || phase === 'calibrating';
  const webcam = useWebcam(undefined, active);
  const state = webcam.state.value;
  const stream = state.status === 'live' ? state.stream : null;
  const section = useRef<HTMLElement>(null);
  const cameraUse = useRef(onCameraUse);
  cameraUse.current = onCameraUse;
  useEffect(() => {
    cameraUse.current?.(active);
  }, [active]);
  useEffect(() => () => cameraUse.current?.(false), []);
  // Opened below the video, often below the fold: brought into view; again when a take starts or
  // ends, as its live view or summary makes the panel taller (the figures were below the fold).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `phase` changes the panel's height.
  useEffect(() => {
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [phase]);

  /** A page-clock time (ms) on the metronome's clock (s). */
  const onMetronomeClock = (pageMs: number) =>
    pageToAudioTime(pageMs, { contextTime: metronome.audibleTime(), performanceTime: performance.now() });

  useCameraFrames(video, active ? stream : null, (frame: CameraFrame) => {
    if (!take) return;
    // In an eighth metre the hand beats the beats, not every click.
    take.addClicks(conductedClicks(metronome.metre.peek(), metronome.scheduled()));
    take.addFrame({ ...frame, time: onMetronomeClock(frame.pageMs) });
  });

  const begin = (next: Phase) => {
    setTake(
      createBeatCheckTake({
        beatsPerBar: metronome.metre.peek().groups.length,
        cameraDelayS: next === 'running' ? delay / 1000 : 0,
      }),
    );
    setScore(null);
    setCalibration(null);
    taps.current = [];
    if (!metronome.running.peek()) {
      metronome.start();
      startedMetronome.current = true;
    }
    setPhase(next);
  };

  const end = () => {
    if (startedMetronome.current) metronome.stop();
    startedMetronome.current = false;
    if (!take) return setPhase('idle');
    if (phase === 'calibrating') {
      const measured = cameraDelay(taps.current, take.ictus.peek());
      if (measured === null) setCalibration('failed');
      else {
        const ms = Math.round(measured * 1000);
        setDelay(ms);
        saveCameraDelay(ms);
        setCalibration('done');
      }
      setPhase('idle');
      return;
    }
    const final = take.finish();
    setScore(final);
    // A take in which no beat was seen says nothing about the conductor: the last real one stays.
    setKept(final.results.length > 0 && keepBeatCheck(core, key, summaryOf(final, new Date())));
    setPhase('done');
  };

  const live = take && phase === 'running' ? take.score() : null;
  const last = live?.results[live.results.length - 1];
  const status = take?.status.value ?? 'ok';

  return (
    <section ref={section} css={panel} part="beat-check" aria-labelledby="beat-check-title">
      <h3 id="beat-check-title">{t('beatCheck.title')}</h3>
      <p>{t('beatCheck.intro')}</p>
      <div css={layout}>
        <div css={[pictures, phase === 'running' && picturesSideBySide]}>
          <div css={preview}>
            {active && stream && (
              <video
                ref={video}
                css={[cameraVideo, mirroredVideo]}
                autoPlay
                muted
                playsInline
                aria-label={t('practice.webcam.video')}
              />
            )}
          </div>
          {phase === 'running' && take && (
            <HandTrace
              path={take.handPath}
              beats={metronome.metre.value.groups.length}
              {...(form ? { form } : {})}
              leftHanded={leftHanded}
            />
          )}
        </div>
        <div css={css`display: grid; gap: 10px;`}>
          {active && state.status === 'error' && <CameraMessage webcam={webcam} state={state} />}
          {active && status !== 'ok' && (
            <p css={alert} role="alert" data-status={status}>
              {t(`beatCheck.status.${status}`)}
            </p>
          )}
          {phase === 'calibrating' && (
            <button
              type="button"
              css={tapArea}
              onPointerDown={(event) => taps.current.push(onMetronomeClock(event.timeStamp))}
              part="beat-check-tap"
            >
              <span>{t('beatCheck.calibrate.tap')}</span>
            </button>
          )}
          {phase === 'calibrating' && <p>{t('beatCheck.calibrate.hint', { count: CALIBRATION_TAPS })}</p>}
          {calibration && (
            <p role="status">
              {calibration === 'done'
                ? t('beatCheck.calibrate.done', { ms: delay })
                : t('beatCheck.calibrate.failed')}
            </p>
          )}
          {(phase === 'running' || phase === 'done') && take && (
            <>
              <BeatTimeline clicks={take.clicks.value} ictus={take.ictus.value} />
              <p css={css`font-size: 0.85rem;`}>{t('beatCheck.legend')}</p>
            </>
          )}
          {live && (
            <dl css={figures} part="beat-check-live">
              <div>
                <dt>{t('beatCheck.last')}</dt>
                <dd>{last ? offsetText(t, last.offsetMs) : '–'}</dd>
              </div>
              <div>
                <dt>{t('beatCheck.mean')}</dt>
                <dd>{live.results.length ? offsetText(t, live.meanMs) : '–'}</dd>
              </div>
              <div>
                <dt>{t('beatCheck.spread')}</dt>
                <dd>{t('beatCheck.msValue', { ms: Math.round(live.spreadMs) })}</dd>
              </div>
              <div>
                <dt>{t('beatCheck.beats')}</dt>
                <dd data-beats={live.results.length}>{live.results.length}</dd>
              </div>
            </dl>
          )}
          {!score && !active && lastCheck && <p part="beat-check-last">{lastCheckText(t, lastCheck)}</p>}
          {score && (
            <div part="beat-check-summary" role="status">
              <strong>{t('beatCheck.summary.title')}</strong>
              <ul>
                {summaryLines(t, score).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {kept && (
                <p css={css`font-size: 0.85rem;`}>
                  {t(learnElementId === undefined ? 'beatCheck.summary.keptTools' : 'beatCheck.summary.kept')}
                </p>
              )}
            </div>
          )}
          <div css={actions}>
            {active ? (
              <Button onClick={end} part="beat-check-stop">
                {t('beatCheck.stop')}
              </Button>
            ) : (
              <>
                <Button onClick={() => begin('running')} part="beat-check-start">
                  {phase === 'done' ? t('beatCheck.again') : t('beatCheck.start')}
                </Button>
                <Button variant="secondary" onClick={() => begin('calibrating')} part="beat-check-calibrate">
                  {t('beatCheck.calibrate.button')}
                </Button>
              </>
            )}
          </div>
          <p css={css`font-size: 0.85rem;`}>{t('beatCheck.privacy')}</p>
        </div>
      </div>
    </section>
  );
}
