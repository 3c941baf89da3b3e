/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { createAudioEngine } from '../../../src/core/player/audio-engine';
import { emphasis, gainsOf, type Mixer, withStrip } from '../../../src/core/player/mixer';
import { createVoiceRouting } from '../../../src/core/player/voice-routing';

const VOICES_FILE = '/content/editions/10002/1.0.0/audio/part0-voices.m4a';
const CHANNELS = ['soprano', 'alto', 'tenore', 'basso'] as const;

/** Loudness (RMS) each voice's gain hands on, read from an analyser tapped on that gain's output. */
function tapVoices(context: AudioContext, gains: GainNode[]) {
  const analysers = gains.map((gain) => {
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    gain.connect(analyser);
    return analyser;
  });
  const rms = (analyser: AnalyserNode) => {
    const samples = new Float32Array(analyser.fftSize);
    analyser.getFloatTimeDomainData(samples);
    return Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
  };
  /** The loudest of a few readings 50 ms apart (a voice between two notes is briefly quiet). */
  return async () => {
    const loudest = CHANNELS.map(() => 0);
    for (let reading = 0; reading < 8; reading++) {
      analysers.forEach((analyser, index) => {
        loudest[index] = Math.max(loudest[index]!, rms(analyser));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Object.fromEntries(CHANNELS.map((voice, index) => [voice, loudest[index]!]));
  };
}

describe('the voices apart through Web Audio', () => {
  let element: HTMLAudioElement;
  let context: AudioContext;
  let levels: () => Promise<Record<string, number>>;
  let engine: ReturnType<typeof createAudioEngine>;
  let voiceGains: GainNode[];
  const heard = (level: number) => level > 0.002;
  const set = async (mixer: Mixer) => {
    engine.setGains(gainsOf(mixer));
    // The gains glide over about 10 ms; the analysers' window is 46 ms.
    await new Promise((resolve) => setTimeout(resolve, 150));
    return levels();
  };

  before(async () => {
    element = document.createElement('audio');
    document.body.append(element);
    const created: GainNode[] = [];
    const routing = createVoiceRouting(
      element,
      () => {
        context = new AudioContext();
        const createGain = context.createGain.bind(context);
        context.createGain = () => {
          const gain = createGain();
          created.push(gain);
          return gain;
        };
        return context;
      },
      () => undefined,
    );
    engine = createAudioEngine(element, () => undefined, routing);
    expect(await engine.load(VOICES_FILE, 2000, false, CHANNELS)).to.equal(true);
    engine.setGains(gainsOf(emphasis('')));
    // Play within a click, as the player's button does: the browser lets audio start on a gesture.
    const button = document.createElement('button');
    button.textContent = 'Play';
    button.style.cssText = 'position:fixed;left:0;top:0;width:100px;height:40px';
    const played = new Promise<void>((resolve) => {
      button.onclick = () => void engine.play().then(resolve);
    });
    document.body.append(button);
    await sendMouse({ type: 'click', position: [50, 20] });
    await played;
    button.remove();
    // The graph is built at the first play: the direct path's gain first, then one per voice.
    voiceGains = created.slice(1);
    levels = tapVoices(context, voiceGains);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  after(() => {
    engine.pause();
    element.remove();
    void context.close();
  });

  it('hands on each voice through its own gain', async () => {
    const level = await set(emphasis(''));
    expect(CHANNELS.filter((voice) => heard(level[voice]!))).to.deep.equal([...CHANNELS]);
  });

  it('silences a muted voice and only it, while playing', async () => {
    const level = await set(withStrip(emphasis(''), 'alto', { muted: true }));
    expect(heard(level.alto!)).to.equal(false);
    expect(CHANNELS.filter((voice) => heard(level[voice]!))).to.deep.equal(['soprano', 'tenore', 'basso']);
    expect(engine.playing()).to.equal(true);
  });

  it('hands on only the soloed voice', async () => {
    const level = await set(withStrip(emphasis(''), 'basso', { solo: true }));
    expect(CHANNELS.filter((voice) => heard(level[voice]!))).to.deep.equal(['basso']);
  });

  it('brings a chosen voice up and the others down, all still heard', async () => {
    const level = await set(emphasis('tenore'));
    expect(CHANNELS.every((voice) => heard(level[voice]!))).to.equal(true);
    expect(voiceGains.map((gain) => Number(gain.gain.value.toFixed(2)))).to.deep.equal([0.22, 0.22, 1, 0.22]);
  });
});
