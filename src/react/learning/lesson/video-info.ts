import type { TFunction } from 'i18next';
import type { VideoSourceDto } from '../../../core/contract/api';

type VideoFacts = Pick<VideoSourceDto, 'beats' | 'bpm' | 'metre' | 'groups'>;

/**
 * The line under a practice video: its figure and tempo. A fast or asymmetric metre is named as its
 * poster names it (time signature, beats per bar, the grouping where it is unequal) and its tempo
 * counts the eighths (quarters in 3/4), not the conducted beats.
 */
export function videoInfo(t: TFunction, { beats, bpm, metre, groups }: VideoFacts): string {
  if (!metre || !groups) return t('learning.element.videoInfo', { beats, bpm });
  const counts = groups.split('+');
  return t('learning.element.metreInfo', {
    metre,
    beats: t(`learning.element.metreBeats.${beats}`),
    groups: new Set(counts).size > 1 ? ` (${counts.join(' + ')})` : '',
    bpm,
    unit: t(`learning.element.metreUnit.${metre.split('/')[1]}`),
  });
}
