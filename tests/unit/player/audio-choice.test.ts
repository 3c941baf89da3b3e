import { describe, expect, it } from 'vitest';
import { emphasis, OTHERS_VOLUME, withStrip } from '../../../src/core/player/mixer';
import { openPlayer, settle, startOf } from './controller-harness';

const CHANNELS = ['soprano', 'alto', 'tenore', 'basso'];

describe('the file a part streams, and the mixer on it', () => {
  it('streams the voices apart once where the engine routes them, at the full mix', async () => {
    const { player, audio } = await openPlayer({ routesVoices: true });
    expect(player.mixing.value).toBe(true);
    expect(audio.loads).toEqual([
      { url: 'media:audio/part0-voices.m4a', atMs: 0, autoplay: false, channels: CHANNELS },
    ]);
    expect(audio.gains.at(-1)).toEqual({ soprano: 1, alto: 1, tenore: 1, basso: 1 });
  });

  it('changes only the gains when a voice is chosen while playing: no reload, no gap', async () => {
    const { player, audio, playFor } = await openPlayer({ routesVoices: true });
    player.toggle();
    playFor(1000);
    player.chooseVoice('tenore');
    await settle();
    expect(audio.loads).toHaveLength(1);
    expect(audio.seeks).toEqual([]);
    expect(player.playing.value).toBe(true);
    expect(audio.gains.at(-1)).toEqual({
      soprano: OTHERS_VOLUME,
      alto: OTHERS_VOLUME,
      tenore: 1,
      basso: OTHERS_VOLUME,
    });
    expect(player.voice.value).toBe('tenore');
  });

  it('mutes and solos at once, and the lead voice of the mix is the voice chosen', async () => {
    const { player, audio } = await openPlayer({ routesVoices: true });
    player.saveMixer(withStrip(emphasis(''), 'alto', { muted: true }));
    expect(audio.gains.at(-1)).toEqual({ soprano: 1, alto: 0, tenore: 1, basso: 1 });
    player.saveMixer(withStrip(player.mixer.value, 'basso', { solo: true }));
    expect(audio.gains.at(-1)).toEqual({ soprano: 0, alto: 0, tenore: 0, basso: 1 });
    expect(player.voice.value).toBe('basso');
  });

  it('opens a work with the mixer it was left with', async () => {
    const mixer = withStrip(emphasis('soprano'), 'soprano', { volume: 0.8 });
    const { player, audio } = await openPlayer({
      routesVoices: true,
      settings: { preferredVoice: 'soprano', mixer },
    });
    expect(player.mixer.value).toEqual(mixer);
    expect(audio.gains.at(-1)?.soprano).toBe(0.8);
  });

  it('plays the renditions where the engine cannot route, and the voice picks one', async () => {
    const { player, audio } = await openPlayer();
    expect(player.mixing.value).toBe(false);
    player.chooseVoice('alto');
    await settle();
    expect(audio.loads.map((load) => load.url)).toEqual([
      'media:audio/part0-full.m4a',
      'media:audio/part0-alto.m4a',
    ]);
  });

  it('falls back to the rendition at the same place when the voices apart cannot be loaded', async () => {
    const { player, audio, logs } = await openPlayer({
      routesVoices: true,
      failVoices: true,
      settings: { preferredVoice: 'basso', lastOpened: { ts: 1, part: 0, page: 2 } },
    });
    await settle();
    expect(audio.loads.map(({ url, atMs }) => [url, atMs])).toEqual([
      ['media:audio/part0-voices.m4a', startOf(8)],
      ['media:audio/part0-basso.m4a', startOf(8)],
    ]);
    expect(player.mixing.value).toBe(false);
    expect(player.audioFailed.value).toBe(false);
    expect(logs).toContain('Audio could not be loaded');
  });
});
