/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/choir-tools';
import {
  animationsDone,
  eventually,
  part,
  radio,
  resetTools,
  root,
  waitFor,
} from '../support/practice-helpers';

/**
 * Webcam failures with a stubbed getUserMedia (this runner starts Chromium without fake devices;
 * the live camera is covered by tests/e2e/practice-webcam*.spec.ts with fake media devices).
 */
const original = navigator.mediaDevices?.getUserMedia;

function failWith(name: string) {
  Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
    configurable: true,
    value: () => Promise.reject(new DOMException('stubbed', name)),
  });
}

/** A stream from a canvas: a real live video track without a camera. */
function succeed() {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const streams: MediaStream[] = [];
  Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
    configurable: true,
    value: async () => {
      const stream = canvas.captureStream(10);
      streams.push(stream);
      return stream;
    },
  });
  return streams;
}

async function mount(locale = 'en') {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 1200px"></div>`);
  wrapper.innerHTML = `<choir-tools locale="${locale}"></choir-tools>`;
  const element = wrapper.querySelector<HTMLElement>('choir-tools')!;
  await eventually(() => part(element, 'camera-mode'));
  return element;
}

async function cameraMode(element: HTMLElement, mode: 'off' | 'split' | 'overlay', legend = 'Camera') {
  radio(element, legend, mode).click();
  // The view has taken the choice: the camera's place is there (or gone), its picture or why it
  // failed (a camera that fails at once may never show the picture's place).
  const place = '[part~="webcam"], [part="webcam-error"]';
  await eventually(() => {
    expect(radio(element, legend, mode).checked).to.equal(true);
    expect(root(element).querySelector(place) !== null).to.equal(mode !== 'off');
  });
}

describe('<choir-tools> webcam panel (stubbed camera)', () => {
  beforeEach(() => resetTools());
  afterEach(() => {
    for (const element of document.querySelectorAll('choir-tools')) element.remove();
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { configurable: true, value: original });
  });

  for (const [name, title] of [
    ['NotAllowedError', 'Camera access was denied'],
    ['NotFoundError', 'No camera found'],
    ['NotReadableError', 'The camera is in use'],
    ['UnknownError', 'The camera could not be started'],
  ] as const) {
    it(`explains ${name}`, async () => {
      failWith(name);
      const element = await mount();
      await cameraMode(element, 'split');
      const alert = await waitFor(
        () => root(element).querySelector('[part="webcam-error"]'),
        2000,
        'message',
      );
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(alert.querySelector('strong')!.textContent).to.equal(title);
    });
  }

  it('explains a denied camera in German and in French', async () => {
    failWith('NotAllowedError');
    const element = await mount('de');
    await cameraMode(element, 'overlay', 'Kamera');
    const alert = await waitFor(() => root(element).querySelector('[part="webcam-error"]'), 5000, 'message');
    expect(alert.querySelector('strong')!.textContent).to.equal('Kamerazugriff verweigert');
    // Another language's texts load first (a chunk of their own): slow on a busy machine.
    element.setAttribute('locale', 'fr');
    await eventually(
      () => expect(alert.querySelector('strong')!.textContent).to.equal('Accès à la caméra refusé'),
      8000,
    );
    element.setAttribute('locale', 'en');
    await eventually(
      () => expect(alert.querySelector('strong')!.textContent).to.equal('Camera access was denied'),
      8000,
    );
  });

  it('"Try again" asks again and shows the camera when it works', async () => {
    failWith('NotReadableError');
    const element = await mount();
    await cameraMode(element, 'split');
    await waitFor(() => root(element).querySelector('[part="webcam-error"]'), 2000, 'message');
    const streams = succeed();
    [...root(element).querySelectorAll<HTMLButtonElement>('[part="webcam-error"] button')]
      .find((b) => b.textContent === 'Try again')!
      .click();
    const video = await waitFor(() => root(element).querySelector<HTMLVideoElement>('[part="webcam-video"]'));
    expect(video.srcObject).to.equal(streams[0]);
  });

  it('applies overlay opacity, size and corner position, mirrored like a mirror', async () => {
    succeed();
    const element = await mount();
    await cameraMode(element, 'overlay');
    const box = part(element, 'webcam');
    await waitFor(() => root(element).querySelector('[part="webcam-video"]'));
    const video = part<HTMLVideoElement>(element, 'webcam-video');
    expect(getComputedStyle(video).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const opacity = root(element).querySelector<HTMLInputElement>('input[name="webcam-opacity"]')!;
    setter.call(opacity, '40');
    opacity.dispatchEvent(new Event('input', { bubbles: true }));
    const size = root(element).querySelector<HTMLInputElement>('input[name="webcam-size"]')!;
    setter.call(size, '50');
    size.dispatchEvent(new Event('input', { bubbles: true }));
    const stage = part(element, 'stage').getBoundingClientRect();
    await eventually(() => {
      expect(getComputedStyle(box).opacity).to.equal('0.4');
      const rect = box.getBoundingClientRect();
      expect(rect.width / stage.width).to.be.closeTo(0.5, 0.01);
      // Default corner: bottom right.
      expect(rect.right).to.be.closeTo(stage.right, 1.5);
      expect(rect.bottom).to.be.closeTo(stage.bottom, 1.5);
    });
    root(element).querySelector<HTMLButtonElement>('[data-corner="topLeft"]')!.click();
    await eventually(() => {
      const rect = box.getBoundingClientRect();
      expect(rect.left).to.be.closeTo(stage.left, 1.5);
      expect(rect.top).to.be.closeTo(stage.top, 1.5);
      expect(root(element).querySelector('[data-corner="topLeft"]')!.getAttribute('aria-pressed')).to.equal(
        'true',
      );
    });
  });

  it('moves the overlay by dragging', async () => {
    succeed();
    const element = await mount();
    await cameraMode(element, 'overlay');
    const box = part(element, 'webcam');
    const stage = part(element, 'stage').getBoundingClientRect();
    const start = box.getBoundingClientRect();
    const at = {
      clientX: start.left + 20,
      clientY: start.top + 20,
      pointerId: 1,
      bubbles: true,
      composed: true,
    };
    box.dispatchEvent(new PointerEvent('pointerdown', at));
    box.dispatchEvent(
      new PointerEvent('pointermove', {
        ...at,
        clientX: at.clientX - stage.width,
        clientY: at.clientY - stage.height,
      }),
    );
    box.dispatchEvent(new PointerEvent('pointerup', at));
    await eventually(() => {
      const rect = box.getBoundingClientRect();
      expect(rect.left).to.be.closeTo(stage.left, 1.5);
      expect(rect.top).to.be.closeTo(stage.top, 1.5);
    });
  });

  it('releases the camera when the tool closes, when the element is removed and when the page is left', async () => {
    const streams = succeed();
    const element = await mount();
    await cameraMode(element, 'split');
    await waitFor(() => streams.length === 1);
    const ended = (stream: MediaStream) => stream.getTracks().every((track) => track.readyState === 'ended');
    // Switching split -> overlay keeps the same camera.
    await cameraMode(element, 'overlay');
    await waitFor(
      () => part<HTMLVideoElement>(element, 'webcam-video').srcObject === streams[0],
      3000,
      'the overlay',
    );
    expect(streams.length).to.equal(1);
    expect(ended(streams[0]!)).to.equal(false);
    part<HTMLButtonElement>(element, 'webcam-close').click();
    await eventually(() => {
      expect(ended(streams[0]!)).to.equal(true);
      expect(radio(element, 'Camera', 'off').checked).to.equal(true);
    });

    await cameraMode(element, 'split');
    await waitFor(() => streams.length === 2);
    element.remove();
    await eventually(() => expect(ended(streams[1]!)).to.equal(true));

    const again = await mount();
    await cameraMode(again, 'split');
    await waitFor(() => streams.length === 3);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    await eventually(() => expect(ended(streams[2]!)).to.equal(true));
  });

  it('passes an accessibility audit with the camera overlay and with an error', async () => {
    succeed();
    const element = await mount();
    await cameraMode(element, 'overlay');
    await waitFor(() => root(element).querySelector('[part="webcam-video"]'));
    await animationsDone(root(element));
    await expect(element).shadowDom.to.be.accessible();
    failWith('NotAllowedError');
    part<HTMLButtonElement>(element, 'webcam-close').click();
    await eventually(() => expect(radio(element, 'Camera', 'off').checked).to.equal(true));
    await cameraMode(element, 'split');
    await waitFor(() => root(element).querySelector('[part="webcam-error"]'));
    await animationsDone(root(element));
    await expect(element).shadowDom.to.be.accessible();
  });
});
