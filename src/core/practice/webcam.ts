import { signal } from '@preact/signals-core';

/** Why the camera could not be opened; each kind has its own message for the user. */
export type WebcamErrorKind = 'permission-denied' | 'no-camera' | 'camera-in-use' | 'unsupported' | 'other';

/** Sorts a `getUserMedia` failure (a DOMException, or the older Chrome names) into a kind. */
export function classifyWebcamError(error: unknown): WebcamErrorKind {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission-denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'camera-in-use';
    case 'TypeError':
      // No mediaDevices (plain http) or no constraints the browser understands.
      return 'unsupported';
    default:
      return 'other';
  }
}

/** Stops every track of a stream, which turns the camera (and its light) off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export type WebcamState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'error'; error: WebcamErrorKind };

/** What we ask for: the front camera, without sound (a mirror does not need a microphone). */
export const WEBCAM_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};

/**
 * The user's camera as a signal. `start` asks for it (the browser may prompt), `stop` releases it:
 * all tracks are stopped, also when a request is still pending (its stream is stopped on arrival).
 */
export function createWebcam(mediaDevices: () => Pick<MediaDevices, 'getUserMedia'> | undefined) {
  const state = signal<WebcamState>({ status: 'off' });
  let request = 0;

  function release() {
    const current = state.peek();
    if (current.status === 'live') stopStream(current.stream);
  }

  return {
    state,
    async start(): Promise<void> {
      const id = ++request;
      release();
      const devices = mediaDevices();
      if (!devices?.getUserMedia) {
        state.value = { status: 'error', error: 'unsupported' };
        return;
      }
      state.value = { status: 'starting' };
      try {
        const stream = await devices.getUserMedia(WEBCAM_CONSTRAINTS);
        if (id !== request) {
          stopStream(stream);
          return;
        }
        state.value = { status: 'live', stream };
        // The camera can end on its own (unplugged, taken by the system): show it as off.
        for (const track of stream.getVideoTracks()) {
          track.addEventListener('ended', () => {
            if (id === request && state.peek().status === 'live') state.value = { status: 'off' };
          });
        }
      } catch (error) {
        if (id === request) state.value = { status: 'error', error: classifyWebcamError(error) };
      }
    },
    /** Releases the camera (all tracks stopped) and forgets a pending request. */
    stop(): void {
      request++;
      release();
      state.value = { status: 'off' };
    },
  };
}

export type Webcam = ReturnType<typeof createWebcam>;
