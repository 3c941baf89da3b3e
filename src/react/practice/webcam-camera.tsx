import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webcam, WebcamState } from '../../core/practice/webcam';
import { Button } from '../components/button';
import { cameraVideo, errorMessage, message, mirroredVideo, spinner, starting } from './webcam.styles';
import './texts';

/** The live camera picture (mirrored on demand), or a spinner while it starts. */
export function CameraPicture({ stream, mirrored }: { stream: MediaStream | null; mirrored: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    void element.play().catch(() => undefined);
    return () => {
      element.srcObject = null;
    };
  }, [stream]);

  if (stream)
    return (
      <video
        ref={video}
        css={[cameraVideo, mirrored && mirroredVideo]}
        data-mirrored={mirrored}
        part="webcam-video"
        autoPlay
        muted
        playsInline
        aria-label={mirrored ? t('practice.webcam.video') : t('practice.webcam.videoUnmirrored')}
      />
    );
  return (
    <div css={starting} role="status">
      <span css={spinner} aria-hidden="true" />
      <p>{t('practice.webcam.starting')}</p>
    </div>
  );
}

/** Why there is no camera picture (each error kind in the user's language), with "Try again". */
export function CameraMessage({ webcam, state }: { webcam: Webcam; state: WebcamState }) {
  const { t } = useTranslation();
  const error = state.status === 'error' ? state.error : null;
  return (
    <div
      css={[message, error && errorMessage]}
      role={error ? 'alert' : 'status'}
      part={error ? 'webcam-error' : 'webcam-message'}
      data-error={error ?? undefined}
    >
      <strong>{error ? t(`practice.webcam.errors.${error}.title`) : t('practice.webcam.stopped')}</strong>
      {error && <p>{t(`practice.webcam.errors.${error}.text`)}</p>}
      <div>
        <Button onClick={() => void webcam.start()}>{t('practice.webcam.retry')}</Button>
      </div>
    </div>
  );
}
