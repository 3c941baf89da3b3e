import { useEffect, useState } from 'react';
import { createWebcam, type Webcam } from '../../core/practice/webcam';

/** The camera while `active`: released when inactive, on unmount and when the page is left. */
export function useWebcam(
  mediaDevices: (() => Pick<MediaDevices, 'getUserMedia'> | undefined) | undefined,
  active: boolean,
): Webcam {
  const [webcam] = useState(() => createWebcam(mediaDevices ?? (() => globalThis.navigator?.mediaDevices)));
  useEffect(() => {
    if (!active) return;
    void webcam.start();
    const leave = () => webcam.stop();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void webcam.start();
    };
    globalThis.addEventListener('pagehide', leave);
    globalThis.addEventListener('pageshow', back);
    return () => {
      globalThis.removeEventListener('pagehide', leave);
      globalThis.removeEventListener('pageshow', back);
      webcam.stop();
    };
  }, [webcam, active]);
  return webcam;
}
