import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubtitleDto, VideoSourceDto } from '../../../core/contract/api';
import { createVideoController } from '../../../core/learning/video-controller';
import type { ElementProgress } from '../../../core/progress/progress-reporter';
import { useCore } from '../../hooks/use-core';
import { Icon } from '../icon';
import { playIcon } from '../icons/play';
import { usePlyr } from './use-plyr';

/**
 * Plyr's buttons and seek bar along the video's bottom edge, in px (its gradient above them
 * excluded): 44 px controls on a touch screen (`plyr-setup.ts`) and its padding.
 */
export const PLYR_CONTROLS_HEIGHT = 56;

const frame = css`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: var(--choir-radius);
  background: var(--choir-color-media);
  color: var(--choir-color-on-media);
  /* Before Plyr is in, the video and its still fill the frame as they will after. */
  & > video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const standalone = css`
  aspect-ratio: 16 / 9;
`;

/** Holds the frame and, until Plyr is set up, our Play over it. */
const stage = css`
  position: relative;
`;

/**
 * Until Plyr is set up: its bar's gradient and Play, where and as Plyr draws them, so the one Play
 * a video has stays in its place when Plyr takes over.
 */
const standInBar = css`
  position: absolute;
  inset: auto 0 0;
  z-index: 2;
  padding: 35px 10px 10px;
  border-radius: 0 0 var(--choir-radius) var(--choir-radius);
  background: linear-gradient(#0000, #000000bf);
  pointer-events: none;
`;

const standInPlay = css`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: #fff;
  pointer-events: auto;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
  }
`;

const filling = css`
  height: 100%;
`;

export interface PlyrVideoProps {
  source: VideoSourceDto;
  tracks: SubtitleDto[];
  /** The lesson title (the video's accessible name). */
  title: string;
  /** Where its playback is reported (its clock, pause, end and leaving). */
  progress?: ElementProgress;
  /** Fill the parent box (inside the practice tools) instead of keeping 16:9 itself. */
  fill?: boolean;
}

/**
 * The video player: Plyr in the element's shadow root, with our icon sprite, captions off/de/en/fr/it,
 * quality and speed from the user's video settings (changes are stored back), keyboard control
 * when focused, and fullscreen. What it does is the controller's (core/learning/video-controller.ts);
 * use-plyr.ts binds Plyr to it.
 *
 * Plyr's code is loaded and Plyr set up when the user first reaches for the video (the pointer on
 * it, a tap, the keyboard's focus in it, our Play, or the video starting from the practice tools),
 * not with the lesson: its set-up is one long task (~100 ms on a phone, often more) that kept a
 * freshly opened lesson from answering. Until then the video's still shows with a Play drawn as
 * Plyr's bar draws its own; once the user has reached for it, a new video of this player (a
 * language change) gets Plyr at once. The video has this one Play: Plyr's large one over the
 * picture is left out (it covered the pattern), and the practice toolbar draws none.
 */
export function PlyrVideo({ source, tracks, title, progress, fill = false }: PlyrVideoProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const [video] = useState(() =>
    createVideoController({
      settings: core.videoSettings,
      language: core.language,
      smallScreen: () => window.innerWidth < 700,
    }),
  );
  usePlyr(holder, playButton, video, { source, tracks, title, progress });

  return (
    <div css={[stage, fill && filling]}>
      <div ref={holder} css={[frame, fill ? filling : standalone]} part="video-player" />
      {video.playerUp.value ? null : (
        <div css={standInBar}>
          <button
            ref={playButton}
            type="button"
            css={standInPlay}
            part="video-play"
            aria-label={t('learning.player.play')}
            onClick={() => video.reach(true)}
          >
            <Icon shape={playIcon} size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
