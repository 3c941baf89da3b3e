import { describe, expect, it } from 'vitest';
import { followProgramme, programmeOpening } from '../../../src/core/programmes/programme-playback';
import { openPlayer, settle } from '../player/controller-harness';

describe('a programme in the player', () => {
  it('turns past the last page of a work to the next item, and opens an item at its part', async () => {
    const { player } = await openPlayer();
    const asked: [number, boolean][] = [];
    const place = {
      items: [
        { id: 'a', editionId: player.manifest.articleId },
        { id: 'b', editionId: '10001' },
      ],
      index: 0,
      play: false,
      stage: false,
      goTo: (index: number, { play }: { play: boolean }) => asked.push([index, play]),
    };
    const programme = followProgramme(player, place);
    const last = player.allPages.value.at(-1)!;
    while (!player.shownPages.value.pages.includes(last)) expect(programme.turn(1)).toBe(true);
    expect(asked).toEqual([]);
    expect(player.canTurn.value.forward).toBe(false);
    expect(programme.canTurn.value.forward).toBe(true);
    expect(programme.turn(1)).toBe(true);
    expect(asked).toEqual([[1, false]]);

    // The last item: nothing after it.
    const lastItem = followProgramme(player, { ...place, index: 1 });
    expect(lastItem.canTurn.value.forward).toBe(false);
    expect(lastItem.turn(1)).toBe(false);
  });

  it("plays the work's next part when a part's recording ends, without starting the ended one again", async () => {
    const { player, audio, playFor } = await openPlayer({ folder: '10002/1.0.0' });
    const place = {
      items: [{ id: 'a', editionId: '10002' }],
      index: 0,
      play: false,
      stage: false,
      goTo() {},
    };
    const stop = followProgramme(player, place).start();
    player.toggle();
    await settle();
    player.seek(player.durationMs.value - 100);
    playFor(200);
    const plays: string[] = [];
    const play = audio.engine.play;
    audio.engine.play = () => {
      plays.push(audio.loads.at(-1)!.url);
      return play();
    };
    audio.engine.pause(); // the recording ended
    await settle();
    expect(audio.loads.at(-1)).toEqual({ url: 'media:audio/part1-full.m4a', atMs: 0, autoplay: true });
    expect(plays).toEqual(['media:audio/part1-full.m4a']);
    expect(player.playing.value).toBe(true);
    stop();
  });

  it('opens a part item at its first page, playing when it came from the last recording', async () => {
    const { player } = await openPlayer();
    const manifest = { ...player.manifest, parts: [player.manifest.parts[0]!, player.manifest.parts[0]!] };
    const place = {
      items: [{ id: 'a', editionId: 'x', part: 1 }],
      index: 0,
      play: true,
      stage: false,
      goTo() {},
    };
    expect(programmeOpening(manifest, place)).toEqual({
      part: 1,
      page: manifest.parts[1]!.pages[0]!.number,
      play: true,
    });
    expect(programmeOpening(manifest, null)).toBeNull();
  });
});
