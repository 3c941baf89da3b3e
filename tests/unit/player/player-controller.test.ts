import { describe, expect, it } from 'vitest';
import { playerTexts } from '../../../src/core/i18n/features/player';
import { createI18n } from '../../../src/core/i18n/i18n';
import { registerTexts, textsReady } from '../../../src/core/i18n/register-texts';
import type { PlayerController } from '../../../src/core/player/player-controller';
import { FRAME, loreleiSync, openPlayer, settle, startOf } from './controller-harness';

const barShown = (player: PlayerController) => player.barLabel.value;

describe('the player controller', () => {
  it('loads the part, its audio at the page last opened, and marks the first bar there', async () => {
    const { player, audio, marks } = await openPlayer({
      settings: { lastOpened: { ts: 1, part: 0, page: 2 } },
    });
    expect(player.part.value.status).toBe('ready');
    expect(audio.loads).toEqual([{ url: 'media:audio/part0-full.m4a', atMs: startOf(8), autoplay: false }]);
    expect(player.turnPage.value).toBe(2);
    expect(marks.at(-1)?.barIndex).toBe(8);
  });

  it('opens at the bar a link asks for (its first occurrence), paused, its page shown and marked', async () => {
    const { player, audio, marks } = await openPlayer({
      startBar: '9',
      settings: { lastOpened: { ts: 1, part: 0, page: 1 } },
    });
    expect(audio.loads).toEqual([{ url: 'media:audio/part0-full.m4a', atMs: startOf(9), autoplay: false }]);
    expect(player.turnPage.value).toBe(2);
    expect(barShown(player)).toBe('9');
    expect(marks.at(-1)?.barIndex).toBe(9);
  });

  it('opens at the start when the linked bar does not exist, whatever page was left', async () => {
    const { player, audio } = await openPlayer({
      startBar: '99',
      settings: { lastOpened: { ts: 1, part: 0, page: 2 } },
    });
    expect(audio.loads).toEqual([{ url: 'media:audio/part0-full.m4a', atMs: 0, autoplay: false }]);
    expect(player.turnPage.value).toBe(1);
  });

  it('repeats an A-B loop: past the end bar the audio goes back to the start bar', async () => {
    const { player, audio, playFor } = await openPlayer();
    player.seek(startOf(3));
    player.stepLoop();
    player.seek(startOf(4));
    player.stepLoop();
    expect(player.loop.value).toEqual({ state: 'on', from: '3', to: '4' });
    player.toggle();
    await settle();
    expect(player.playing.value).toBe(true);
    // Bars 3-4 last 4286 ms: after 5 s the audio has gone back once and plays bar 3 again.
    playFor(5000);
    expect(audio.seeks.at(-1)).toBe(startOf(3));
    expect(audio.engine.timeMs()).toBeGreaterThanOrEqual(startOf(3));
    expect(audio.engine.timeMs()).toBeLessThan(startOf(5));
    playFor(4000);
    expect(audio.seeks.filter((ms) => ms === startOf(3)).length).toBeGreaterThanOrEqual(2);
    // The loop button a third time ends the loop: the audio plays on past bar 4.
    player.stepLoop();
    expect(player.loop.value).toEqual({ state: 'off' });
    playFor(5000);
    expect(audio.engine.timeMs()).toBeGreaterThan(startOf(5));
  });

  it('keeps the position when the tempo changes, and then runs at the new tempo', async () => {
    const { player, audio, playFor } = await openPlayer();
    player.seek(startOf(5));
    player.toggle();
    await settle();
    playFor(500);
    const before = audio.engine.timeMs();
    player.setTempo(50);
    expect(player.tempo.value).toBe(50);
    expect(audio.engine.rate()).toBe(0.5);
    expect(audio.engine.timeMs()).toBe(before);
    expect(audio.loads).toHaveLength(1);
    playFor(1000);
    // A second of wall time is half a second of music (within a frame).
    expect(Math.abs(audio.engine.timeMs() - (before + 500))).toBeLessThan(FRAME);
    expect(barShown(player)).toBe('5');
    // Out of range: kept within 50-150 %.
    player.setTempo(400);
    expect(player.tempo.value).toBe(150);
  });

  it('keeps the position and the playing when the voice changes, and keeps the voice for the work', async () => {
    const { player, audio, store, playFor } = await openPlayer();
    player.seek(startOf(5));
    player.toggle();
    await settle();
    playFor(300);
    const at = audio.engine.timeMs();
    player.save({ preferredVoice: 'alto' });
    await settle();
    expect(player.voice.value).toBe('alto');
    expect(audio.loads.at(-1)).toEqual({ url: 'media:audio/part0-alto.m4a', atMs: at, autoplay: true });
    expect(audio.engine.timeMs()).toBe(at);
    expect(store.get('10003').preferredVoice).toBe('alto');
    expect(barShown(player)).toBe('5');
  });

  it('turns the page the lookahead before the first bar of the next page, and back at the repeat', async () => {
    const lookahead = 2500;
    const { player, audio, playFor } = await openPlayer({
      settings: { lookaheadMilliseconds: lookahead },
    });
    const turnAt = startOf(8) - lookahead;
    player.seek(turnAt - 600);
    player.toggle();
    await settle();
    playFor(400);
    expect(audio.engine.timeMs()).toBeLessThan(turnAt - 100);
    expect(player.turnPage.value).toBe(1);
    playFor(300);
    expect(audio.engine.timeMs()).toBeGreaterThan(turnAt);
    expect(audio.engine.timeMs()).toBeLessThan(turnAt + 150);
    expect(player.turnPage.value).toBe(2);
    // The bar still sounding is on page 1: two columns show it beside the turned page.
    player.setColumns(2);
    expect(player.shownPages.value.pages).toEqual([1, 2]);
    player.setColumns(1);
    expect(player.shownPages.value.pages).toEqual([2]);
    // Bar 16 is followed by the repeat (bar 1 on page 1): the page turns back just as early.
    player.seek(startOf(17) - lookahead - 300);
    playFor(200);
    expect(player.turnPage.value).toBe(2);
    playFor(200);
    expect(player.turnPage.value).toBe(1);
  });

  it('moves to another part from the contents, starting at its first page and playing on', async () => {
    const { player, audio, playFor } = await openPlayer({ folder: '10002/1.0.0' });
    player.toggle();
    await settle();
    playFor(200);
    player.openPart(1);
    expect(player.partIndex.value).toBe(1);
    expect(player.part.value.status).toBe('loading');
    await settle();
    expect(player.part.value.status).toBe('ready');
    expect(audio.loads.at(-1)).toEqual({ url: 'media:audio/part1-full.m4a', atMs: 0, autoplay: true });
    expect(player.turnPage.value).toBe(3);
  });

  it('opens the next part playing when asked, though the ended recording no longer plays', async () => {
    const { player, audio } = await openPlayer({ folder: '10002/1.0.0' });
    expect(audio.engine.playing()).toBe(false);
    player.openPart(1, true);
    await settle();
    expect(audio.loads.at(-1)).toEqual({ url: 'media:audio/part1-full.m4a', atMs: 0, autoplay: true });
    expect(player.playing.value).toBe(true);
  });

  it('refuses a bad sync map with the error the user sees, and loads again on "Try again"', async () => {
    const files: Record<string, string> = {
      'sync/part0.json': JSON.stringify({ ...loreleiSync, bars: [{ index: 0, measureId: 'lor-m0' }] }),
    };
    const { player, audio, logs } = await openPlayer({ files });
    const state = player.part.value;
    expect(state).toEqual({ status: 'error', message: 'player.errors.failed' });
    expect(logs).toContain('Part could not be loaded');
    expect(audio.loads).toHaveLength(0);
    registerTexts(playerTexts);
    const i18n = createI18n('en');
    await textsReady();
    expect(i18n.t(state.status === 'error' ? state.message : '')).toBe('The edition could not be opened.');

    delete files['sync/part0.json'];
    player.retry();
    await settle();
    expect(player.part.value.status).toBe('ready');
    expect(audio.loads).toHaveLength(1);
  });

  it('gives the audio back when the player closes', async () => {
    const { player, audio, released, disconnect } = await openPlayer();
    player.toggle();
    await settle();
    disconnect();
    expect(audio.engine.playing()).toBe(false);
    expect(released).toContain(undefined);
  });
});
