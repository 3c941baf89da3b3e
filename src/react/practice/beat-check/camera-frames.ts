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

type Emit = (source: CanvasImageSource, sourceWidth: number, sourceHeight: number, pageMs: number) => void;

/**
 * Every frame of the camera track, in order, each with its capture time: a `MediaStreamTrackProcessor`
 * queues the frames while the page is busy, and a frame's own timestamp (µs, the camera's clock) is
 * placed on the page clock by the smallest delivery lag seen (`createFrameClock`).
 */
function readTrackFrames(track: MediaStreamTrack, emit: Emit): () => void {
  const clone = track.clone();
  const reader = new MediaStreamTrackProcessor!({
    track: clone,
    maxBufferSize: QUEUED_FRAMES,
  }).readable.getReader();
  const frameTime = createFrameClock();
  let stopped = false;
  void (async () => {
    for (;;) {
      const { value: frame } = await reader.read().catch(() => ({ value: undefined }));
      if (!frame || stopped) return frame?.close();
      const pageMs = frameTime({ mediaTime: frame.timestamp / 1e6, expectedDisplayTime: performance.now() });
      emit(frame, frame.displayWidth, frame.displayHeight, pageMs);
      frame.close();
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
function readVideoFrames(element: FrameCallbackVideo, emit: Emit): () => void {
  let id = 0;
  let stopped = false;
  const frameTime = createFrameClock();
  const step = (now: number, metadata?: FrameMetadata) => {
    if (stopped) return;
    if (element.videoWidth) {
      emit(element, element.videoWidth, element.videoHeight, metadata ? frameTime(metadata) : now);
    }
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
    let lastMs = Number.NEGATIVE_INFINITY;
    const emit: Emit = (source, sourceWidth, sourceHeight, pageMs) => {
      // The page-clock estimate may still improve on the first frames: time never runs backwards.
      if (!context || pageMs <= lastMs) return;
      lastMs = pageMs;
      const width = ANALYSIS_WIDTH;
      const height = Math.round((width * sourceHeight) / sourceWidth);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(source, 0, 0, width, height);
      const luma = lumaFromRgba(context.getImageData(0, 0, width, height).data);
      latest.current({ width, height, luma, pageMs });
    };
    const track = stream.getVideoTracks()[0];
    const stop =
      track && typeof MediaStreamTrackProcessor === 'function'
        ? readTrackFrames(track, emit)
        : readVideoFrames(element, emit);
    return () => {
      stop();
      element.srcObject = null;
    };
  }, [video, stream]);
}
