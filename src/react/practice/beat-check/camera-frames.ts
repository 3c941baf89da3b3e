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

/**
 * Plays `stream` in `video` and hands every new camera frame (scaled down, luma only) to `onFrame`,
 * stamped with its capture time (`requestVideoFrameCallback`; animation frames where it is missing).
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
    let id = 0;
    let stopped = false;
    const frameTime = createFrameClock();
    const step = (now: number, metadata?: FrameMetadata) => {
      if (stopped) return;
      if (context && element.videoWidth) {
        const width = ANALYSIS_WIDTH;
        const height = Math.round((width * element.videoHeight) / element.videoWidth);
        if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
        context.drawImage(element, 0, 0, width, height);
        const luma = lumaFromRgba(context.getImageData(0, 0, width, height).data);
        latest.current({ width, height, luma, pageMs: metadata ? frameTime(metadata) : now });
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
      element.srcObject = null;
    };
  }, [video, stream]);
}
