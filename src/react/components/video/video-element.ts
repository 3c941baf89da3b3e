import type { SubtitleDto, VideoSourceDto } from '../../../core/contract/api';

/**
 * A lesson's `<video>`: its still, its renditions (their `size` is what Plyr offers as qualities)
 * and its caption tracks, loading only its metadata until it plays; a metre's video loops.
 */
export function createVideoElement(
  source: VideoSourceDto,
  tracks: SubtitleDto[],
  label: string,
): HTMLVideoElement {
  const video = document.createElement('video');
  video.crossOrigin = 'anonymous';
  video.playsInline = true;
  video.preload = 'metadata';
  video.poster = source.poster;
  // A metre's video is a practice loop (Plyr takes the attribute over).
  video.loop = Boolean(source.metre);
  video.setAttribute('aria-label', label);
  for (const item of source.sources) {
    const element = document.createElement('source');
    element.src = item.src;
    element.type = item.type;
    element.setAttribute('size', String(item.size));
    video.append(element);
  }
  for (const track of tracks) {
    const element = document.createElement('track');
    element.kind = 'captions';
    element.label = track.label;
    element.srclang = track.language;
    element.src = track.src;
    video.append(element);
  }
  return video;
}
