import { describe, expect, it } from 'vitest';
import { createPageTurnSettings } from '../../../src/core/player/page-turn-settings';
import { createPersistence, memoryStorage } from '../../../src/core/store/persistence';
import { openPlayer, settle, startOf } from './controller-harness';

const shown = (player: Awaited<ReturnType<typeof openPlayer>>['player']) => player.shownPages.value;

describe('page turns by hand', () => {
  it('turn only the score while the recording plays: it plays on, unmoved', async () => {
    const { player, audio, playFor } = await openPlayer();
    player.seek(startOf(3));
    player.toggle();
    await settle();
    playFor(100);
    const seeks = audio.seeks.length;
    const before = audio.engine.timeMs();
    player.turn(1);
    expect(shown(player)).toEqual({ pages: [2] });
    expect(player.pagesLabel.value).toBe('2');
    playFor(500);
    expect(shown(player)).toEqual({ pages: [2] });
    expect(audio.seeks).toHaveLength(seeks);
    expect(audio.engine.playing()).toBe(true);
    expect(audio.engine.timeMs()).toBeGreaterThan(before + 450);
    expect(player.barLabel.value).toBe('3');
  });

  it('let automatic turning take over at the next automatic turn', async () => {
    const { player, playFor } = await openPlayer();
    player.seek(startOf(9));
    player.toggle();
    await settle();
    player.turn(-1);
    expect(shown(player).pages).toEqual([1]);
    // Bar 16 is followed by the repeat (page 1): the recording's turn; then on to page 2 again.
    playFor(startOf(17) - startOf(9) + 300);
    expect(shown(player).pages).toEqual([1]);
    playFor(startOf(24) - startOf(17));
    expect(shown(player).pages).toEqual([2]);
  });

  it('show the recording page again when it starts playing, where a turn left it', async () => {
    const { player, audio } = await openPlayer();
    player.turn(1);
    expect(shown(player).pages).toEqual([2]);
    expect(audio.seeks).toEqual([]);
    expect(audio.engine.playing()).toBe(false);
    player.toggle();
    await settle();
    expect(audio.engine.timeMs()).toBeLessThan(startOf(2));
    expect(shown(player).pages).toEqual([1]);
  });

  it('move the recording to the page when the conductor chose "the recording follows my page"', async () => {
    const { player, audio, playFor } = await openPlayer({ pageTurns: { recordingFollows: true } });
    player.seek(startOf(3));
    player.toggle();
    await settle();
    playFor(100);
    player.turn(1);
    expect(audio.seeks.at(-1)).toBe(startOf(8));
    expect(audio.engine.playing()).toBe(true);
    expect(shown(player).pages).toEqual([2]);
    expect(player.barLabel.value).toBe('8');
  });

  it('stay within the part while it plays; paused, a turn opens the next part', async () => {
    const { player, playFor } = await openPlayer({ folder: '10002/1.0.0' });
    player.toggle();
    await settle();
    playFor(100);
    expect(player.turn(1)).toBe(true);
    expect(shown(player).pages).toEqual([2]);
    expect(player.canTurn.value.forward).toBe(false);
    expect(player.turn(1)).toBe(false);
    player.toggle();
    await settle();
    expect(player.canTurn.value.forward).toBe(true);
    player.turn(1);
    expect(player.partIndex.value).toBe(1);
    await settle();
    expect(shown(player).pages).toEqual([3]);
    expect(player.playing.value).toBe(false);
  });

  it('keep a turn made while the part opened by the turn before loads', async () => {
    const { player } = await openPlayer({ folder: '10002/1.0.0', pageTurns: { halfPages: true } });
    player.turn(1);
    player.turn(1);
    expect(shown(player)).toEqual({ pages: [2] });
    player.turn(1);
    expect(player.partIndex.value).toBe(1);
    player.turn(1);
    await settle();
    expect(shown(player)).toMatchObject({ pages: [3], upper: 4 });
  });

  it('count a spread as "1–2" and move it whole', async () => {
    const { player } = await openPlayer({ folder: '10002/1.0.0' });
    player.setColumns(2);
    expect(shown(player).pages).toEqual([1, 2]);
    expect(player.pagesLabel.value).toBe('1–2');
    player.turn(1);
    await settle();
    expect(shown(player).pages).toEqual([3, 4]);
    expect(player.pagesLabel.value).toBe('3–4');
    player.turn(-1);
    await settle();
    expect(player.pagesLabel.value).toBe('1–2');
  });

  it('turn in halves when the conductor chose half-page turns', async () => {
    const { player, audio } = await openPlayer({ pageTurns: { halfPages: true } });
    player.turn(1);
    expect(shown(player)).toMatchObject({ pages: [1], upper: 2 });
    expect(player.pagesLabel.value).toBe('1–2');
    expect(player.turnPage.value).toBe(1);
    player.turn(1);
    expect(shown(player)).toEqual({ pages: [2] });
    player.turn(-1);
    expect(shown(player)).toEqual({ pages: [1] });
    expect(audio.seeks).toEqual([]);
  });
});

describe('the page-turn settings of the device', () => {
  it('are kept on the device, and a damaged entry falls back to the defaults', () => {
    const storage = memoryStorage();
    const persistence = createPersistence(storage, () => undefined);
    const first = createPageTurnSettings(persistence);
    expect(first.settings.value).toEqual({ keys: 'pages', recordingFollows: false, halfPages: false });
    first.update({ keys: 'recording', halfPages: true });
    expect(createPageTurnSettings(persistence).settings.value).toEqual({
      keys: 'recording',
      recordingFollows: false,
      halfPages: true,
    });
    storage.setItem('choir.pageTurns', JSON.stringify({ keys: 'pedal', recordingFollows: 'yes' }));
    expect(createPageTurnSettings(persistence).settings.value).toEqual({
      keys: 'pages',
      recordingFollows: false,
      halfPages: false,
    });
  });
});
