/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { type CameraFrame, useCameraFrames } from '../../../src/react/practice/beat-check/camera-frames';
import { waitFor } from '../support/practice-helpers';

/**
 * The Beat check's frame source on a busy page: a 30 fps camera (a track generator with capture
 * stamps) while the page is busy 100 ms out of every 133, so its frames reach the page in bursts.
 * Every frame must still come, each at its capture time, so the detector's timing does not depend on
 * when the page got round to it (issue 18). Showing frames (`requestVideoFrameCallback`) gave 12 of 48.
 */
declare const MediaStreamTrackGenerator: new (init: {
  kind: 'video';
}) => MediaStreamTrack & {
  writable: WritableStream<VideoFrame>;
};

function Probe({ stream, frames }: { stream: MediaStream; frames: CameraFrame[] }) {
  const video = useRef<HTMLVideoElement>(null);
  useCameraFrames(video, stream, (frame) => frames.push(frame));
  return <video ref={video} muted playsInline />;
}

const FRAME_US = 1e6 / 30;
const BURSTS = 12;
const PER_BURST = 4;
const BUSY_MS = 100;

describe('Beat check camera frames', () => {
  it('gives every frame of a camera delivering in bursts, spaced by the capture times', async () => {
    const generator = new MediaStreamTrackGenerator({ kind: 'video' });
    const writer = generator.writable.getWriter();
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d')!;
    const frames: CameraFrame[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(<Probe stream={new MediaStream([generator])} frames={frames} />);
    // The hook plays the stream and starts reading its track in one effect.
    await waitFor(() => host.querySelector('video')?.srcObject, 3000, 'the camera taken up');
    let n = 0;
    for (let burst = 0; burst < BURSTS; burst++) {
      for (let i = 0; i < PER_BURST; i++, n++) {
        context.fillStyle = `rgb(${(n * 37) % 255} 90 90)`;
        context.fillRect(0, 0, 320, 240);
        const frame = new VideoFrame(canvas, { timestamp: Math.round(1e6 + n * FRAME_US) });
        await writer.write(frame);
        frame.close();
      }
      // The page is busy, then idle until the camera's next frames: the real time between bursts is
      // the camera's pace, the subject of this test.
      const start = performance.now();
      while (performance.now() - start < BUSY_MS);
      await new Promise((resolve) => setTimeout(resolve, (PER_BURST * FRAME_US) / 1000 - BUSY_MS));
    }
    // A loaded machine may take a while to read the queued frames: all of them, or what came in 5 s
    // (judged below).
    await waitFor(() => frames.length >= n, 5000, 'every frame').catch(() => undefined);
    root.unmount();
    host.remove();
    generator.stop();

    expect(frames.length).to.be.at.least(BURSTS * PER_BURST - 2);
    const gaps = frames.slice(1).map((frame, i) => frame.pageMs - frames[i]!.pageMs);
    for (const gap of gaps) expect(gap).to.be.closeTo(FRAME_US / 1000, 0.5);
    expect(frames[0]!.width).to.equal(160);
    expect(frames[0]!.luma.length).to.equal(160 * 120);
  });
});
