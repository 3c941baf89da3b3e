/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/choir-tools';
import {
  buttonByText,
  eventually,
  idle,
  part,
  press,
  radio,
  resetTools,
  root,
  waitFor,
} from '../support/practice-helpers';

async function mount(attributes = '') {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 1200px"></div>`);
  wrapper.innerHTML = `<choir-tools locale="en" ${attributes}></choir-tools>`;
  const element = wrapper.querySelector<HTMLElement>('choir-tools')!;
  await eventually(() => part(element, 'start'));
  return element;
}

const lit = (element: HTMLElement) => Number(part(element, 'beat-indicator').dataset.beat);
const overlayBeat = (element: HTMLElement) => Number(part(element, 'pattern-overlay').dataset.beat);

/** Collects the distinct visual beats seen over a time, in order. */
async function watchBeats(element: HTMLElement, ms: number): Promise<number[]> {
  const seen: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const beat = lit(element);
    if (beat > 0 && seen[seen.length - 1] !== beat) seen.push(beat);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return seen;
}

describe('<choir-tools> metronome and pattern overlay', () => {
  beforeEach(() => resetTools());
  afterEach(() => {
    for (const element of document.querySelectorAll('choir-tools')) element.remove();
  });

  it('starts and stops with the button', async () => {
    const element = await mount('bpm="120" beats="4"');
    const start = part<HTMLButtonElement>(element, 'start');
    expect(start.textContent).to.equal('Start');
    expect(start.getAttribute('aria-pressed')).to.equal('false');
    start.click();
    await eventually(() => {
      expect(start.textContent).to.equal('Stop');
      expect(start.getAttribute('aria-pressed')).to.equal('true');
    });
    await waitFor(() => lit(element) > 0, 2000, 'a lit beat');
    start.click();
    await eventually(() => expect(start.textContent).to.equal('Start'));
    await waitFor(() => lit(element) === 0, 1000, 'no lit beat');
  });

  it('starts and stops with Space and Enter on the metronome panel', async () => {
    const element = await mount();
    const panel = part(element, 'metronome');
    panel.focus();
    press(panel, ' ');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Stop'));
    press(panel, 'Enter');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Start'));
    // Keys on a control keep their own meaning: the slider's Space starts nothing, the panel's next
    // Enter starts (had the Space started it, that Enter would stop it).
    press(root(element).querySelector('input[type="range"]')!, ' ');
    press(panel, 'Enter');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Stop'));
  });

  it('starts with Space anywhere on the screen outside a control', async () => {
    const element = await mount();
    press(root(element).querySelector('h1')!, ' ');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Stop'));
    press(root(element).querySelector('h1')!, ' ');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Start'));
  });

  it('a click on the canvas keeps the keyboard in the tools, so Space starts next', async () => {
    const element = await mount();
    part(element, 'stage').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(root(element).activeElement).to.equal(part(element, 'base'));
    press(root(element).activeElement!, ' ');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Stop'));
    press(root(element).activeElement!, 'Enter');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Start'));
  });

  it('advances the visual beat 1, 2, 3, 1 … with the accent on 1', async () => {
    const element = await mount('bpm="240" beats="3"');
    const dots = part(element, 'beat-indicator').querySelectorAll('[data-accent]');
    expect(dots.length).to.equal(3);
    expect(dots[0]!.getAttribute('data-accent')).to.equal('true');
    expect(dots[1]!.getAttribute('data-accent')).to.equal('false');
    part<HTMLButtonElement>(element, 'start').click();
    const seen = await watchBeats(element, 1400);
    part<HTMLButtonElement>(element, 'start').click();
    expect(seen.slice(0, 5)).to.deep.equal([1, 2, 3, 1, 2]);
  });

  it('keeps the beat and says so when the audio clock stands still (as in WebKitGTK)', async () => {
    // A context that says it runs, with its clock at 0 and an output stamp of zeros.
    const Real = globalThis.AudioContext;
    class StuckContext extends Real {
      override get state(): AudioContextState {
        return 'running';
      }
      override get currentTime() {
        return 0;
      }
      override getOutputTimestamp() {
        return { contextTime: 0, performanceTime: 0 };
      }
    }
    globalThis.AudioContext = StuckContext;
    try {
      const element = await mount('bpm="240" beats="3"');
      part<HTMLButtonElement>(element, 'start').click();
      const seen = await watchBeats(element, 1400);
      expect(seen.slice(0, 3)).to.deep.equal([1, 2, 3]);
      const status = await eventually(() => {
        const note = [...root(element).querySelectorAll('[role="status"]')].find((node) =>
          node.textContent?.includes('The sound could not start'),
        );
        expect(note).to.not.equal(undefined);
        return note;
      });
      part<HTMLButtonElement>(element, 'start').click();
      await eventually(() => expect(status?.isConnected).to.equal(false));
    } finally {
      globalThis.AudioContext = Real;
    }
  });

  it('keeps the beat when the output stamp comes from the future (as in WebKitGTK)', async () => {
    const Real = globalThis.AudioContext;
    class FutureStamp extends Real {
      override getOutputTimestamp() {
        return {
          contextTime: this.currentTime,
          performanceTime: performance.now() + this.currentTime * 1000,
        };
      }
    }
    globalThis.AudioContext = FutureStamp;
    try {
      const element = await mount('bpm="240" beats="3"');
      part<HTMLButtonElement>(element, 'start').click();
      const seen = await watchBeats(element, 1400);
      part<HTMLButtonElement>(element, 'start').click();
      expect(seen.slice(0, 3)).to.deep.equal([1, 2, 3]);
    } finally {
      globalThis.AudioContext = Real;
    }
  });

  it('sets the tempo by preset, slider and number, within 30-240', async () => {
    const element = await mount('bpm="100"');
    const tempo = () => root(element).querySelector<HTMLInputElement>('[data-testid="tempo"]')!.value;
    expect(tempo()).to.equal('100');
    buttonByText(element, '60').click();
    await eventually(() => {
      expect(tempo()).to.equal('60');
      expect(buttonByText(element, '60').getAttribute('aria-pressed')).to.equal('true');
    });
    const number = root(element).querySelector<HTMLInputElement>('input[type="number"]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(number, '300');
    number.dispatchEvent(new Event('input', { bubbles: true }));
    number.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await eventually(() => expect(tempo()).to.equal('240'));
    const slider = root(element).querySelector<HTMLInputElement>('input[type="range"]')!;
    setter.call(slider, '88');
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await eventually(() => expect(tempo()).to.equal('88'));
  });

  /** Issue 40: the number, the slider and a display all showed it. */
  it('shows the tempo once: the number to type into', async () => {
    const element = await mount('bpm="72"');
    const panel = part(element, 'metronome');
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    let shown = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim() === '72') shown++;
    for (const input of panel.querySelectorAll<HTMLInputElement>('input:not([type="range"])'))
      if (input.value === '72') shown++;
    expect(shown).to.equal(1);
  });

  /** Issue 40: the metres the course teaches, with their accents. */
  it('counts a compound or asymmetric metre in eighths, each beat stressed, and draws its beats', async () => {
    const element = await mount('bpm="80" beats="4"');
    const seven = [...root(element).querySelectorAll<HTMLInputElement>('[part~="metres"] input')].find(
      (input) => input.getAttribute('aria-label') === '7/8 in 3 (2+2+3)',
    )!;
    seven.click();
    await eventually(() => {
      const dots = [...part(element, 'beat-indicator').querySelectorAll('[data-stress]')];
      expect(dots.map((dot) => dot.getAttribute('data-stress'))).to.deep.equal([
        'bar',
        'none',
        'beat',
        'none',
        'beat',
        'none',
        'none',
      ]);
      // Eighths are counted at an eighth tempo, the pattern beats three.
      expect(root(element).querySelector<HTMLInputElement>('[data-testid="tempo"]')!.value).to.equal('210');
      expect(part(element, 'metronome').textContent).to.contain('eighths/min');
      expect(part(element, 'pattern-overlay').querySelectorAll('[data-beat-point]')).to.have.length(3);
    });
    const beatsPerBar = [...root(element).querySelectorAll<HTMLInputElement>('[part~="beats"] input')];
    expect(beatsPerBar.some((input) => input.checked)).to.equal(false);
  });

  it('asks for animation frames only while the metronome runs', async () => {
    const element = await mount('bpm="120" beats="4"');
    // Counts the page's frame requests over a time (the test's own waits use timers).
    const framesIn = async (ms: number) => {
      const original = window.requestAnimationFrame;
      let count = 0;
      window.requestAnimationFrame = (callback) => {
        count += 1;
        return original.call(window, callback);
      };
      await new Promise((resolve) => setTimeout(resolve, ms));
      window.requestAnimationFrame = original;
      return count;
    };
    expect(await framesIn(500), 'frames while stopped').to.be.at.most(2);
    part<HTMLButtonElement>(element, 'start').click();
    await waitFor(() => lit(element) > 0, 2000, 'a lit beat');
    expect(await framesIn(500), 'frames while running').to.be.at.least(10);
    part<HTMLButtonElement>(element, 'start').click();
    await waitFor(() => lit(element) === 0, 1000, 'no lit beat');
    // The stop has rendered and the last frame it asked for is drawn.
    await idle();
    expect(await framesIn(500), 'frames after stopping').to.be.at.most(2);
  });

  it('draws one beat point per beat for 1 to 7 beats', async () => {
    const element = await mount();
    for (let beats = 1; beats <= 7; beats++) {
      radio(element, 'Beats per bar', String(beats)).click();
      await eventually(() => {
        const points = part(element, 'pattern-overlay').querySelectorAll('[data-beat-point]');
        expect(points.length, `${beats} beats`).to.equal(beats);
        expect(root(element).querySelectorAll('[part="beat-indicator"] [data-accent]').length).to.equal(
          beats,
        );
      });
    }
  });

  it('moves the beat point with the metronome, and reset returns it to beat 1', async () => {
    const element = await mount('bpm="200" beats="4"');
    const point = root(element).querySelector<SVGCircleElement>('[data-role="beat-point"]')!;
    const restX = point.getAttribute('cx');
    part<HTMLButtonElement>(element, 'start').click();
    await waitFor(() => overlayBeat(element) === 3, 3000, 'beat 3');
    expect(point.getAttribute('cx')).not.to.equal(restX);
    part<HTMLButtonElement>(element, 'reset').click();
    // The beat after the reset is beat 1 (a new bar), not beat 4.
    const next = await waitFor(
      () => (overlayBeat(element) !== 3 ? overlayBeat(element) : 0),
      2000,
      'next beat',
    );
    expect(next).to.equal(1);
    part<HTMLButtonElement>(element, 'start').click();
  });

  it('mirrors the pattern for the left hand', async () => {
    const element = await mount('beats="4"');
    const beat2 = () =>
      Number(root(element).querySelector('[data-beat-point="2"] circle')!.getAttribute('cx'));
    const beat1 = () =>
      Number(root(element).querySelector('[data-beat-point="1"] circle')!.getAttribute('cx'));
    const right = beat2() - beat1();
    expect(right).to.be.lessThan(0); // beat 2 of 4 goes left (towards the body)
    part<HTMLButtonElement>(element, 'left-handed-toggle').click();
    await eventually(() => {
      expect(part(element, 'left-handed-toggle').getAttribute('aria-pressed')).to.equal('true');
      expect(part(element, 'pattern-overlay').dataset.leftHanded).to.equal('true');
      expect(beat2() - beat1()).to.be.closeTo(-right, 0.2);
    });
  });

  it('hides and shows the pattern', async () => {
    const element = await mount();
    part<HTMLButtonElement>(element, 'pattern-toggle').click();
    await eventually(() => expect(root(element).querySelector('[part="pattern-overlay"]')).to.equal(null));
    part<HTMLButtonElement>(element, 'pattern-toggle').click();
    await eventually(() => expect(root(element).querySelector('[part="pattern-overlay"]')).to.exist);
  });

  it('shows German and French texts', async () => {
    const element = await mount();
    element.setAttribute('locale', 'de');
    await eventually(() => {
      expect(root(element).querySelector('h1')!.textContent).to.equal('Übungswerkzeuge');
      expect(part(element, 'start').textContent).to.equal('Start');
    });
    element.setAttribute('locale', 'fr');
    await eventually(() => expect(part(element, 'start').textContent).to.equal('Démarrer'));
    element.setAttribute('locale', 'en');
    await eventually(() => expect(root(element).querySelector('h1')!.textContent).to.equal('Practice tools'));
  });

  it('passes an accessibility audit (tools screen, metronome running)', async () => {
    const element = await mount();
    await expect(element).shadowDom.to.be.accessible();
    const start = part<HTMLButtonElement>(element, 'start');
    start.click();
    await eventually(() => expect(start.textContent).to.equal('Stop'));
    // Past the button's colour transition.
    await Promise.all(start.getAnimations().map((animation) => animation.finished));
    await expect(element).shadowDom.to.be.accessible();
    part<HTMLButtonElement>(element, 'start').click();
  });
});

describe('<choir-tools> on a phone', () => {
  beforeEach(() => resetTools());
  afterEach(async () => {
    for (const element of document.querySelectorAll('choir-tools')) element.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('keeps the camera choices on one row in its longest language (German)', async () => {
    await setViewport({ width: 390, height: 844 });
    // A page's width at 390 px, less its margins.
    const wrapper = await fixture<HTMLElement>(html`<div style="width: 358px"></div>`);
    wrapper.innerHTML = '<choir-tools locale="de"></choir-tools>';
    const element = wrapper.querySelector<HTMLElement>('choir-tools')!;
    await waitFor(() => root(element).querySelector('[part~="camera-mode"]'), 3000, 'the camera choices');
    const labels = [...part(element, 'camera-mode').querySelectorAll('label')];
    // In German once its texts are in.
    await eventually(() =>
      expect(labels.map((label) => label.textContent)).to.deep.equal(['Aus', 'Nebeneinander', 'Überlagert']),
    );
    const rows = new Set(labels.map((label) => Math.round(label.getBoundingClientRect().top)));
    expect(rows.size).to.equal(1);
  });
});
