import { css } from '@emotion/react';
import { CENTRED_PLACEMENT, PRACTICE_VIDEO_PLACEMENT } from '../../core/practice/patterns';
import { PracticeTools } from './practice-tools';
import { ToolsScreen } from './tools-screen';

export interface ToolsElementViewProps {
  beats?: number;
  bpm?: number;
  /** A fast or asymmetric metre's grouping ("2+2+3"): the metronome counts every count of the bar. */
  groups?: string;
  /** The video's pattern where the beats have several forms (a slow seven's "3+2+2"). */
  pattern?: string;
  /** A lesson video to practise with; without it the element shows the tools screen. */
  videoSrc?: string;
  poster?: string;
  beatTimesMs?: number[];
  /** Caption tracks of the video: `[{ src, srclang, label }]`. */
  captions?: { src: string; srclang: string; label: string }[];
  /** `practice-video`: the pattern sits where the practice videos draw it; otherwise centred. */
  patternPlacement?: string;
}

const around = css`
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
`;

/** What `<choir-tools>` shows: the tools screen, or the tools around a video given by address. */
export function ToolsElementView({
  beats,
  bpm,
  groups,
  pattern,
  videoSrc,
  poster,
  beatTimesMs,
  captions,
  patternPlacement,
}: ToolsElementViewProps) {
  if (!videoSrc) return <ToolsScreen {...(beats ? { beats } : {})} {...(bpm ? { bpm } : {})} />;
  const times = Array.isArray(beatTimesMs) ? beatTimesMs.filter((n) => typeof n === 'number') : undefined;
  return (
    <div css={around} part="base">
      <PracticeTools
        {...(beats ? { beats } : {})}
        {...(bpm ? { bpm } : {})}
        {...(groups ? { groups } : {})}
        {...(pattern ? { pattern } : {})}
        {...(times?.length ? { beatTimesMs: times } : {})}
        placement={patternPlacement === 'practice-video' ? PRACTICE_VIDEO_PLACEMENT : CENTRED_PLACEMENT}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the caption tracks come from the `captions` attribute */}
        <video src={videoSrc} poster={poster} preload="auto" playsInline>
          {(Array.isArray(captions) ? captions : []).map((track) => (
            <track
              key={track.src}
              kind="captions"
              src={track.src}
              srcLang={track.srclang}
              label={track.label}
            />
          ))}
        </video>
      </PracticeTools>
    </div>
  );
}
