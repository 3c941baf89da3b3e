import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import {
  emphasis,
  gainsOf,
  leadVoice,
  OTHERS_VOLUME,
  storedMixer,
  withStrip,
} from '../../../src/core/player/mixer';
import { createWorkSettings } from '../../../src/core/player/work-settings';
import { DEFAULT_SETTINGS } from '../../../src/core/store/auth-store';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';
import { createPlayerSettingsStore } from '../../../src/core/store/player-settings-store';

const VOICES = ['soprano', 'alto', 'tenore', 'basso'] as const;

describe("the mixer's gain rules", () => {
  it('plays every voice at its level in the full mix', () => {
    expect(gainsOf(emphasis(''))).toEqual({ soprano: 1, alto: 1, tenore: 1, basso: 1 });
  });

  it('brings a chosen voice up and the others down, as the emphasis renditions do', () => {
    expect(gainsOf(emphasis('alto'))).toEqual({
      soprano: OTHERS_VOLUME,
      alto: 1,
      tenore: OTHERS_VOLUME,
      basso: OTHERS_VOLUME,
    });
  });

  it('silences a muted voice and keeps the others as they are', () => {
    const mixer = withStrip(emphasis(''), 'tenore', { muted: true });
    expect(gainsOf(mixer)).toEqual({ soprano: 1, alto: 1, tenore: 0, basso: 1 });
  });

  it('plays only the soloed voices, at their own volumes', () => {
    let mixer = withStrip(emphasis(''), 'soprano', { solo: true, volume: 0.5 });
    mixer = withStrip(mixer, 'basso', { solo: true });
    expect(gainsOf(mixer)).toEqual({ soprano: 0.5, alto: 0, tenore: 0, basso: 1 });
  });

  it('lets mute win over solo', () => {
    const mixer = withStrip(emphasis(''), 'alto', { solo: true, muted: true });
    expect(gainsOf(mixer)).toEqual({ soprano: 0, alto: 0, tenore: 0, basso: 0 });
  });

  it('keeps volumes between 0 and 1', () => {
    expect(withStrip(emphasis(''), 'alto', { volume: 1.7 }).alto.volume).toBe(1);
    expect(withStrip(emphasis(''), 'alto', { volume: -0.2 }).alto.volume).toBe(0);
  });

  it('leads with the one voice that sounds louder than every other', () => {
    expect(leadVoice(emphasis(''))).toBe('');
    expect(leadVoice(emphasis('basso'))).toBe('basso');
    expect(leadVoice(withStrip(emphasis(''), 'tenore', { solo: true }))).toBe('tenore');
    expect(leadVoice(withStrip(emphasis(''), 'soprano', { muted: true }))).toBe('');
    expect(leadVoice(withStrip(emphasis('alto'), 'alto', { muted: true }))).toBe('');
  });

  it('reads a stored mixer and refuses anything else', () => {
    expect(storedMixer(emphasis('alto'))).toEqual(emphasis('alto'));
    expect(storedMixer(undefined)).toBeNull();
    expect(storedMixer({ soprano: { volume: 1 } })).toBeNull();
    expect(
      storedMixer({ ...emphasis(''), alto: { volume: Number.NaN, muted: false, solo: false } }),
    ).toBeNull();
  });
});

describe('the mixer kept with the per-work settings', () => {
  const open = (stored?: object) => {
    const store = createPlayerSettingsStore(createPersistence(memoryStorage(), () => undefined));
    if (stored) store.update('10003', stored);
    const work = createWorkSettings({ store, global: signal(DEFAULT_SETTINGS) }, '10003', VOICES);
    return { store, work };
  };

  it('loads settings stored before the mixer with the mixer of their voice', () => {
    const { work } = open({ preferredVoice: 'tenore', showHighlighter: false });
    expect(work.mixer.value).toEqual(emphasis('tenore'));
    expect(work.showHighlighter.value).toBe(false);
  });

  it('shows a chosen voice in the mixer: that voice up, the others down', () => {
    const { work } = open();
    work.chooseVoice('soprano');
    expect(work.voice.value).toBe('soprano');
    expect(gainsOf(work.mixer.value).soprano).toBe(1);
    expect(gainsOf(work.mixer.value).alto).toBe(OTHERS_VOLUME);
  });

  it('makes the voice a solo leads with the chosen voice (the one the score colours)', () => {
    const { work, store } = open();
    work.saveMixer(withStrip(emphasis(''), 'basso', { solo: true }));
    expect(work.voice.value).toBe('basso');
    expect(store.get('10003').mixer?.basso.solo).toBe(true);
    work.saveMixer(withStrip(emphasis(''), 'alto', { muted: true }));
    expect(work.voice.value).toBe('');
    expect(work.mixer.value.alto.muted).toBe(true);
  });

  it('follows a voice chosen elsewhere (the options dialog saves only the voice)', () => {
    const { work } = open({
      mixer: withStrip(emphasis(''), 'basso', { solo: true }),
      preferredVoice: 'basso',
    });
    work.save({ preferredVoice: 'alto' });
    expect(work.mixer.value).toEqual(emphasis('alto'));
  });
});
