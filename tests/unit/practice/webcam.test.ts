import { describe, expect, it } from 'vitest';
import {
  classifyWebcamError,
  createWebcam,
  stopStream,
  WEBCAM_CONSTRAINTS,
} from '../../../src/core/practice/webcam';

const domError = (name: string) => Object.assign(new Error(name), { name });

function fakeStream() {
  const tracks = [
    {
      readyState: 'live',
      stop() {
        this.readyState = 'ended';
      },
      addEventListener() {},
    },
  ];
  return {
    tracks,
    stream: { getTracks: () => tracks, getVideoTracks: () => tracks } as unknown as MediaStream,
  };
}

describe('webcam', () => {
  it('sorts getUserMedia failures into clear kinds', () => {
    expect(classifyWebcamError(domError('NotAllowedError'))).toBe('permission-denied');
    expect(classifyWebcamError(domError('PermissionDeniedError'))).toBe('permission-denied');
    expect(classifyWebcamError(domError('SecurityError'))).toBe('permission-denied');
    expect(classifyWebcamError(domError('NotFoundError'))).toBe('no-camera');
    expect(classifyWebcamError(domError('DevicesNotFoundError'))).toBe('no-camera');
    expect(classifyWebcamError(domError('OverconstrainedError'))).toBe('no-camera');
    expect(classifyWebcamError(domError('NotReadableError'))).toBe('camera-in-use');
    expect(classifyWebcamError(domError('TrackStartError'))).toBe('camera-in-use');
    expect(classifyWebcamError(domError('AbortError'))).toBe('camera-in-use');
    expect(classifyWebcamError(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(classifyWebcamError(domError('SomethingElse'))).toBe('other');
    expect(classifyWebcamError(null)).toBe('other');
    expect(classifyWebcamError('boom')).toBe('other');
  });

  it('asks for the front camera without sound', async () => {
    let asked: MediaStreamConstraints | undefined;
    const { stream } = fakeStream();
    const webcam = createWebcam(() => ({
      getUserMedia: async (constraints) => {
        asked = constraints;
        return stream;
      },
    }));
    await webcam.start();
    expect(asked).toBe(WEBCAM_CONSTRAINTS);
    expect(asked?.audio).toBe(false);
    expect(webcam.state.value).toEqual({ status: 'live', stream });
  });

  it('stops every track on release', async () => {
    const { stream, tracks } = fakeStream();
    const webcam = createWebcam(() => ({ getUserMedia: async () => stream }));
    await webcam.start();
    webcam.stop();
    expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
    expect(webcam.state.value).toEqual({ status: 'off' });
    stopStream(null);
  });

  it('stops a stream that arrives after the tool was closed', async () => {
    const { stream, tracks } = fakeStream();
    let resolve: (value: MediaStream) => void = () => undefined;
    const webcam = createWebcam(() => ({
      getUserMedia: () => new Promise<MediaStream>((done) => (resolve = done)),
    }));
    const starting = webcam.start();
    expect(webcam.state.value.status).toBe('starting');
    webcam.stop();
    resolve(stream);
    await starting;
    expect(tracks[0]!.readyState).toBe('ended');
    expect(webcam.state.value).toEqual({ status: 'off' });
  });

  it('reports each failure as an error state', async () => {
    for (const [name, kind] of [
      ['NotAllowedError', 'permission-denied'],
      ['NotFoundError', 'no-camera'],
      ['NotReadableError', 'camera-in-use'],
    ] as const) {
      const webcam = createWebcam(() => ({
        getUserMedia: async () => {
          throw domError(name);
        },
      }));
      await webcam.start();
      expect(webcam.state.value).toEqual({ status: 'error', error: kind });
    }
    const none = createWebcam(() => undefined);
    await none.start();
    expect(none.state.value).toEqual({ status: 'error', error: 'unsupported' });
  });

  it('releases the previous stream when started again', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const streams = [first.stream, second.stream];
    const webcam = createWebcam(() => ({ getUserMedia: async () => streams.shift()! }));
    await webcam.start();
    await webcam.start();
    expect(first.tracks[0]!.readyState).toBe('ended');
    expect(second.tracks[0]!.readyState).toBe('live');
  });
});
