import { type RefObject, useEffect, useRef } from 'react';
import { createFrameClock, type FrameMetadata } from '../../../core/practice/beat-check/clock';
import { lumaFromRgba } from '../../../core/practice/beat-check/motion';

/** Width of the analysed picture: a hand stays several pixels wide, a frame takes ~1 ms. */
export const ANALYSIS_WIDTH = 160;

export interface CameraFrame {
  width: number;
  height: number;
  luma: Uint8Array;
  /** When the frame was taken, page clock (ms). */
  pageMs: number;
}

type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, metadata: FrameMetadata) => void) => number;
  cancelVideoFrameCallback?: (id: number) => void;
};

/** Chromium's insertable streams (not in TypeScript's DOM library yet). */
declare const MediaStreamTrackProcessor:
  | (new (init: {
      track: MediaStreamTrack;
      maxBufferSize?: number;
    }) => { readable: ReadableStream<VideoFrame> })
  | undefined;

/**
 * Frames the track processor keeps while the page is busy (1 s at 30 fps): they wait with their
 * capture stamps instead of being dropped.
 */
const QUEUED_FRAMES = 30;

/** A frame scaled down to luma (null when nothing can be drawn), and its delivery to the take. */
type Picture = Omit<CameraFrame, 'pageMs'>;
type Analyse = (source: CanvasImageSource, sourceWidth: number, sourceHeight: number) => Picture | null;
type Deliver = (picture: Picture, pageMs: number) => void;

/**
 * Frames whose delivery lag sets the track clock: the first half second. The clock then stays
 * fixed: a later, smaller lag would shift the frames after it against those before, in the middle
 * of a beat; a constant offset is what the camera delay calibration takes off.
 */
const CLOCK_FRAMES = 15;

/**
 * Every frame of the camera track, in order, each with its capture time: a `MediaStreamTrackProcessor`
 * queues the frames while the page is busy, and a frame's own timestamp (µs, the camera's clock) is
 * placed on the page clock by the smallest delivery lag of the first {@link CLOCK_FRAMES} frames
 * (`createFrameClock`; those frames wait for it).
 */
function readTrackFrames(track: MediaStreamTrack, analyse: Analyse, deliver: Deliver): () => void {
  const clone = track.clone();
  const reader = new MediaStreamTrackProcessor!({
    track: clone,
    maxBufferSize: QUEUED_FRAMES,
  }).readable.getReader();
  const frameTime = createFrameClock();
  const waiting: { picture: Picture; mediaTime: number }[] = [];
  let stopped = false;
  void (async () => {
    for (;;) {
      const { value: frame } = await reader.read().catch(() => ({ value: undefined }));
      if (!frame || stopped) return frame?.close();
      const mediaTime = frame.timestamp / 1e6;
      const picture = analyse(frame, frame.displayWidth, frame.displayHeight);
      frame.close();
      if (!picture) continue;
      if (waiting.length < CLOCK_FRAMES) {
        frameTime({ mediaTime, expectedDisplayTime: performance.now() });
        waiting.push({ picture, mediaTime });
        if (waiting.length < CLOCK_FRAMES) continue;
        // The lag is known: the waiting frames go in, and later ones no longer change it.
        for (const early of waiting)
          deliver(
            early.picture,
            frameTime({ mediaTime: early.mediaTime, expectedDisplayTime: Number.POSITIVE_INFINITY }),
          );
        continue;
      }
      deliver(picture, frameTime({ mediaTime, expectedDisplayTime: Number.POSITIVE_INFINITY }));
    }
  })();
  return () => {
    stopped = true;
    void reader.cancel().catch(() => undefined);
    clone.stop();
  };
}

/**
 * Where the track processor is missing: each new frame the video element shows
 * (`requestVideoFrameCallback`, stamped with its capture time; animation frames where that is
 * missing). A busy page sees fewer frames this way.
 */
function readVideoFrames(element: FrameCallbackVideo, analyse: Analyse, deliver: Deliver): () => void {
  let id = 0;
  let stopped = false;
  const frameTime = createFrameClock();
  const step = (now: number, metadata?: FrameMetadata) => {
    if (stopped) return;
    const picture = element.videoWidth ? analyse(element, element.videoWidth, element.videoHeight) : null;
    if (picture) deliver(picture, metadata ? frameTime(metadata) : now);
    schedule();
  };
  const schedule = () => {
    id = element.requestVideoFrameCallback
      ? element.requestVideoFrameCallback(step)
      : requestAnimationFrame((now) => step(now));
  };
  schedule();
  return () => {
    stopped = true;
    if (element.cancelVideoFrameCallback) element.cancelVideoFrameCallback(id);
    else cancelAnimationFrame(id);
  };
}

/**
 * Plays `stream` in `video` and hands every camera frame (scaled down, luma only) to `onFrame`,
 * stamped with its capture time, in capture order.
 */
export function useCameraFrames(
  video: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | null,
  onFrame: (frame: CameraFrame) => void,
): void {
  const latest = useRef(onFrame);
  latest.current = onFrame;
  useEffect(() => {
    const element = video.current as FrameCallbackVideo | null;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const analyse: Analyse = (source, sourceWidth, sourceHeight) => {
      if (!context) return null;
      const width = ANALYSIS_WIDTH;
      const height = Math.round((width * sourceHeight) / sourceWidth);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(source, 0, 0, width, height);
      return { width, height, luma: lumaFromRgba(context.getImageData(0, 0, width, height).data) };
    };
    let lastMs = Number.NEGATIVE_INFINITY;
    const deliver: Deliver = (picture, pageMs) => {
      // The video element's clock may still improve on its first frames: time never runs backwards.
      if (pageMs <= lastMs) return;
      lastMs = pageMs;
      latest.current({ ...picture, pageMs });
    };
    const track = stream.getVideoTracks()[0];
    const stop =
      track && typeof MediaStreamTrackProcessor === 'function'
        ? readTrackFrames(track, analyse, deliver)
        : readVideoFrames(element, analyse, deliver);
    return () => {
      stop();
      element.srcObject = null;
    };
  }, [video, stream]);
}
