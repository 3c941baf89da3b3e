import type { Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../playwright.config';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { PAGE, startPracticePage, videoAttributes } from './practice-page';

/**
 * The webcam tools with Chromium's fake camera (`--use-fake-device-for-media-stream`) and
 * permission prompts accepted (`--use-fake-ui-for-media-stream`).
 */
test.use({
  locale: 'en-GB',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

let server: Server;
test.beforeAll(async ({ baseURL }) => {
  server = await startPracticePage(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Opens the page and keeps every camera track the page receives, to check they get stopped. */
async function open(page: Page, query: string) {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
  await page.goto(`${PAGE}/?locale=en&${query}`);
  const tools = page.locator('choir-tools');
  await expect(tools.getByRole('radio', { name: 'Off' })).toBeChecked();
  return tools;
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((track) => track.readyState),
  );

const liveCamera = (page: Page) => page.locator('choir-tools').locator('[part="webcam-video"]');

test('split screen shows the live camera beside the lesson video, mirrored', async ({ page }) => {
  const tools = await open(page, videoAttributes('pattern-4-70'));
  await tools.getByRole('radio', { name: 'Side by side' }).check();
  const camera = liveCamera(page);
  await expect(camera).toBeVisible();
  await expect
    .poll(() => camera.evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused))
    .toBe(true);
  const stream = await camera.evaluate((video: HTMLVideoElement) => {
    const source = video.srcObject as MediaStream;
    return {
      active: source.active,
      kinds: source.getTracks().map((track) => `${track.kind}:${track.readyState}`),
    };
  });
  expect(stream).toEqual({ active: true, kinds: ['video:live'] });
  expect(await camera.evaluate((video) => getComputedStyle(video).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
  // Beside the lesson video, same height.
  const lesson = await tools.locator('[part="stage"]').boundingBox();
  const cell = await tools.locator('[part="webcam"]').boundingBox();
  expect(cell!.x).toBeGreaterThanOrEqual(lesson!.x + lesson!.width - 1);
  expect(Math.abs(cell!.height - lesson!.height)).toBeLessThan(2);
  // The lesson video is still there and plays.
  const lessonVideo = tools.locator('[part="video"] video');
  await lessonVideo.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
  });
  await tools.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => lessonVideo.evaluate((video: HTMLVideoElement) => video.currentTime))
    .toBeGreaterThan(0.2);
  // "Mirror camera" off shows the camera as it is.
  await tools.getByRole('button', { name: 'Mirror camera' }).click();
  expect(await camera.evaluate((video) => getComputedStyle(video).transform)).toBe('none');
});

test('overlay: the camera over the video with adjustable opacity and position', async ({ page }) => {
  const tools = await open(page, videoAttributes('pattern-3-90'));
  await tools.getByRole('radio', { name: 'Overlay' }).check();
  await expect(liveCamera(page)).toBeVisible();
  const box = tools.locator('[part="webcam"]');
  /** The overlay's place as shares of the stage (0 = left/top edge). */
  const place = async () => {
    const stage = (await tools.locator('[part="stage"]').boundingBox())!;
    const rect = (await box.boundingBox())!;
    return {
      left: (rect.x - stage.x) / stage.width,
      top: (rect.y - stage.y) / stage.height,
      right: (rect.x + rect.width - stage.x) / stage.width,
      bottom: (rect.y + rect.height - stage.y) / stage.height,
      width: rect.width / stage.width,
      stage,
      rect,
    };
  };

  await tools.getByRole('slider', { name: 'Opacity' }).fill('45');
  await expect.poll(() => box.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.45');
  await tools.getByRole('slider', { name: 'Size' }).fill('50');
  await expect.poll(async () => (await place()).width).toBeCloseTo(0.5, 2);

  // Bottom right by default, then each corner by its button.
  let at = await place();
  expect(at.right).toBeCloseTo(1, 2);
  expect(at.bottom).toBeCloseTo(1, 2);
  await tools.getByRole('button', { name: 'Top left' }).click();
  at = await place();
  expect(at.left).toBeCloseTo(0, 2);
  expect(at.top).toBeCloseTo(0, 2);
  await expect(tools.getByRole('button', { name: 'Top left' })).toHaveAttribute('aria-pressed', 'true');

  // Dragging with the mouse moves it anywhere.
  await box.scrollIntoViewIfNeeded();
  at = await place();
  await page.mouse.move(at.rect.x + 30, at.rect.y + 30);
  await page.mouse.down();
  await page.mouse.move(at.rect.x + 30 + at.stage.width / 4, at.rect.y + 30 + at.stage.height / 4, {
    steps: 5,
  });
  await page.mouse.up();
  at = await place();
  expect(at.left).toBeCloseTo(0.25, 2);
  expect(at.top).toBeCloseTo(0.25, 2);

  // The choices persist: once stored (after a short rest), a reload shows the overlay where it was.
  const storedTools = () =>
    page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').tools, STORAGE_KEYS.settings);
  // (Position as a share of the room left beside the overlay: a quarter of the stage of a half's room.)
  await expect.poll(storedTools).toMatchObject({
    webcam: 'overlay',
    webcamOpacity: 0.45,
    webcamSize: 0.5,
    webcamPosition: { x: expect.closeTo(0.5, 2), y: expect.closeTo(0.5, 2) },
  });
  await page.reload();
  await expect(page.locator('choir-tools').getByRole('radio', { name: 'Overlay' })).toBeChecked();
  await expect(liveCamera(page)).toBeVisible();
  await expect
    .poll(() =>
      page.locator('choir-tools [part="webcam"]').evaluate((element) => getComputedStyle(element).opacity),
    )
    .toBe('0.45');
  await expect.poll(async () => (await place()).left).toBeCloseTo(0.25, 2);
});

test('the camera is released when the tool closes and when the element is removed', async ({ page }) => {
  const tools = await open(page, 'beats=4&bpm=90');
  await tools.getByRole('radio', { name: 'Side by side' }).check();
  await expect(liveCamera(page)).toBeVisible();
  expect(await trackStates(page)).toEqual(['live']);

  // Switching split -> overlay keeps the same camera.
  await tools.getByRole('radio', { name: 'Overlay' }).check();
  await expect(liveCamera(page)).toBeVisible();
  expect(await trackStates(page)).toEqual(['live']);

  await tools.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(liveCamera(page)).toHaveCount(0);
  expect(await trackStates(page)).toEqual(['ended']);
  await expect(tools.getByRole('radio', { name: 'Off' })).toBeChecked();

  await tools.getByRole('radio', { name: 'Side by side' }).check();
  await expect(liveCamera(page)).toBeVisible();
  expect(await trackStates(page)).toEqual(['ended', 'live']);
  await page.evaluate(() => document.querySelector('choir-tools')!.remove());
  await expect.poll(() => trackStates(page)).toEqual(['ended', 'ended']);
});

test('the camera is released when the page is left', async ({ page }) => {
  const tools = await open(page, 'beats=3');
  await tools.getByRole('radio', { name: 'Overlay' }).check();
  await expect(liveCamera(page)).toBeVisible();
  // What a navigation away fires first (the page may go into the back/forward cache).
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  expect(await trackStates(page)).toEqual(['ended']);
  // Coming back from the cache turns it on again.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(liveCamera(page)).toBeVisible();
  expect(await trackStates(page)).toEqual(['ended', 'live']);
});
