import { describe, expect, it } from 'vitest';
import type { LayoutSize, ScreenLayout } from '../../../src/core/contract/screen-layout';
import type { FetchLayout } from '../../../src/core/player/screen-layouts';
import { httpError } from '../support/downloads-fakes';
import { loreleiSync, openPlayer, settle, startOf } from './controller-harness';

/** Lorelei's 18 written bars in the order drawn (a repeat plays some twice). */
const MEASURES = [...new Set(loreleiSync.bars.map((bar) => bar.measureId))];

/** A screen layout of Lorelei with `perPage` bars a page (the page's SVG is only its bars' ids). */
function fakeLayout(size: LayoutSize, perPage: number): ScreenLayout {
  const pages = [];
  for (let at = 0; at < MEASURES.length; at += perPage) {
    const measures = MEASURES.slice(at, at + perPage);
    pages.push({ svg: `<svg>${measures.join(' ')}</svg>`, measures });
  }
  return {
    articleId: '10003',
    version: '1.0.0',
    part: 0,
    preview: false,
    ...size,
    partPages: [pages.length],
    pages,
  };
}

const PORTRAIT: LayoutSize = { width: 366, height: 513, staffSize: 6 };
const LANDSCAPE: LayoutSize = { width: 791, height: 265, staffSize: 6 };
const screen = (size: LayoutSize) => ({ kind: 'screen' as const, size });

/** Layouts of four bars a page held upright, six sideways; the sizes asked for are recorded. */
function layouts() {
  const asked: LayoutSize[] = [];
  const fetch: FetchLayout = async (_part, size) => {
    asked.push(size);
    return fakeLayout(size, size.width > size.height ? 6 : 4);
  };
  return { fetch, asked };
}

/** The page the bar occurrence `index` is on, with `perPage` written bars a page. */
const pageOf = (index: number, perPage: number) =>
  Math.floor(MEASURES.indexOf(loreleiSync.bars[index]!.measureId) / perPage) + 1;

describe('the player on a screen layout', () => {
  it('numbers the layout’s pages and turns them at the first bar of each', async () => {
    const { fetch } = layouts();
    const { player, playFor } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    expect(player.layout.value).toMatchObject({
      kind: 'screen',
      parts: [[1, 2, 3, 4, 5]],
      page: { width: 366, height: 513 },
    });
    expect(player.allPages.value).toEqual([1, 2, 3, 4, 5]);
    expect(player.turnPage.value).toBe(1);
    // Bar occurrence 4 is the first of screen page 2 (it was on printed page 1).
    player.seek(startOf(4) - 300);
    player.toggle();
    await settle();
    expect(player.turnPage.value).toBe(1);
    playFor(400);
    expect(player.turnPage.value).toBe(2);
    expect(loreleiSync.bars[4]!.page).toBe(1);
  });

  it('lays out again when the device turns, at the sounding bar, without touching the audio', async () => {
    const { fetch, asked } = layouts();
    const { player, audio, marks, playFor } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    player.seek(startOf(10));
    player.toggle();
    await settle();
    playFor(200);
    const loads = audio.loads.length;
    player.setLayout(screen(LANDSCAPE));
    await settle();
    expect(asked).toEqual([PORTRAIT, LANDSCAPE]);
    expect(player.layout.value.parts).toEqual([[1, 2, 3]]);
    expect(player.turnPage.value).toBe(pageOf(10, 6));
    expect(marks.at(-1)).toMatchObject({ barIndex: 10, page: pageOf(10, 6) });
    expect(audio.loads.length).toBe(loads);
    expect(player.playing.value).toBe(true);
    // Turned back: the first layout is still there.
    player.setLayout(screen(PORTRAIT));
    await settle();
    expect(asked).toHaveLength(2);
    expect(player.turnPage.value).toBe(pageOf(10, 4));
  });

  it('fetches the other orientation ahead, so a rotation asks for nothing more', async () => {
    const { fetch, asked } = layouts();
    const { player } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    player.prefetchLayout(screen(LANDSCAPE));
    await settle();
    expect(asked).toEqual([PORTRAIT, LANDSCAPE]);
    player.setLayout(screen(LANDSCAPE));
    await settle();
    expect(asked).toHaveLength(2);
    expect(player.layout.value.page).toEqual({ width: 791, height: 265 });
  });

  it('opens where the work was left (a printed page) and remembers a screen page as a printed one', async () => {
    const { fetch } = layouts();
    const { player, audio, store } = await openPlayer({
      layout: fetch,
      wish: screen(PORTRAIT),
      settings: { lastOpened: { ts: 1, part: 0, page: 2 } },
    });
    // Printed page 2 begins with bar occurrence 8.
    expect(audio.loads[0]?.atMs).toBe(startOf(8));
    expect(player.turnPage.value).toBe(pageOf(8, 4));
    player.jumpToPage(1);
    await settle();
    expect(store.get('10003').lastOpened).toMatchObject({ part: 0, page: 1 });
    player.jumpToPage(4);
    await settle();
    // Screen page 4 starts with a bar of printed page 2.
    expect(store.get('10003').lastOpened).toMatchObject({ part: 0, page: 2 });
  });

  it('shows the printed pages, with the reason, when the layout cannot be had, and tries again', async () => {
    let busy = true;
    const fetch: FetchLayout = async (_part, size) => {
      if (busy) throw httpError(503, { error: 'overloaded' });
      return fakeLayout(size, 4);
    };
    const { player } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    expect(player.part.value.status).toBe('ready');
    expect(player.layout.value.kind).toBe('printed');
    expect(player.layoutProblem.value).toBe('player.layout.busy');
    busy = false;
    player.retry();
    await settle();
    expect(player.layout.value.kind).toBe('screen');
    expect(player.layoutProblem.value).toBeNull();
  });

  it('keeps the screen layout shown offline for a new box size, says so, and lays out again online', async () => {
    let offline = false;
    const asked: LayoutSize[] = [];
    const fetch: FetchLayout = async (_part, size) => {
      asked.push(size);
      if (offline) throw new TypeError('Failed to fetch');
      return fakeLayout(size, 4);
    };
    const online = new Set<() => void>();
    const { player } = await openPlayer({
      layout: fetch,
      wish: screen(PORTRAIT),
      whenOnline: (run) => {
        online.add(run);
        return () => online.delete(run);
      },
    });
    offline = true;
    const SHORTER = { ...PORTRAIT, height: 450 };
    player.setLayout(screen(SHORTER));
    await settle();
    expect(player.part.value.status).toBe('ready');
    expect(player.layout.value).toMatchObject({ kind: 'screen', page: { width: 366, height: 513 } });
    expect(player.layoutProblem.value).toBe('player.layout.adapts');
    offline = false;
    for (const run of online) run();
    await settle();
    expect(asked).toEqual([PORTRAIT, SHORTER, SHORTER]);
    expect(player.layout.value).toMatchObject({ kind: 'screen', page: { width: 366, height: 450 } });
    expect(player.layoutProblem.value).toBeNull();
    // Online with nothing wanting the network, the event asks for nothing.
    for (const run of online) run();
    await settle();
    expect(asked).toHaveLength(3);
  });

  it('keeps the layout shown for a download’s stand-in of another size, until online', async () => {
    let standIn = false;
    const fetch: FetchLayout = async (_part, size) =>
      standIn ? { ...fakeLayout(LANDSCAPE, 6), standIn: true } : fakeLayout(size, 4);
    const online: (() => void)[] = [];
    const { player } = await openPlayer({
      layout: fetch,
      wish: screen(PORTRAIT),
      whenOnline: (run) => {
        online.push(run);
        return () => undefined;
      },
    });
    standIn = true;
    const PHONE = { width: 366, height: 700, staffSize: 7 as const };
    player.setLayout(screen(PHONE));
    await settle();
    expect(player.layout.value.page).toEqual({ width: 366, height: 513 });
    expect(player.layoutProblem.value).toBe('player.layout.adapts');
    standIn = false;
    online[0]!();
    await settle();
    expect(player.layout.value.page).toEqual({ width: 366, height: 700 });
    expect(player.layoutProblem.value).toBeNull();
  });

  it('opens offline on a download’s stand-in when no screen layout is shown yet', async () => {
    const fetch: FetchLayout = async () => ({ ...fakeLayout(LANDSCAPE, 6), standIn: true });
    const { player } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    expect(player.layout.value).toMatchObject({ kind: 'screen', page: { width: 791, height: 265 } });
    expect(player.layoutProblem.value).toBe('player.layout.adapts');
  });

  it('turns the layout’s page the lookahead before its first bar, and back as early at the repeat', async () => {
    const lookahead = 2500;
    const { fetch } = layouts();
    const { player, playFor } = await openPlayer({
      layout: fetch,
      wish: screen(PORTRAIT),
      settings: { lookaheadMilliseconds: lookahead },
    });
    // Screen page 2 begins with bar occurrence 4; the repeat after occurrence 16 is back on page 1.
    const turnAt = startOf(4) - lookahead;
    player.seek(turnAt - 600);
    player.toggle();
    await settle();
    playFor(400);
    expect(player.turnPage.value).toBe(1);
    playFor(350);
    expect(player.turnPage.value).toBe(2);
    // Bar 2, on page 1, still sounds.
    expect(player.barLabel.value).toBe('2');
    player.seek(startOf(17) - lookahead - 300);
    playFor(200);
    expect(player.turnPage.value).toBe(pageOf(16, 4));
    playFor(200);
    expect(player.turnPage.value).toBe(1);
  });

  it('turns the layout’s pages by hand, whole or in halves, leaving the recording alone', async () => {
    const { fetch } = layouts();
    const { player, audio } = await openPlayer({
      layout: fetch,
      wish: screen(PORTRAIT),
      pageTurns: { halfPages: true },
    });
    player.turn(1);
    expect(player.shownPages.value).toMatchObject({ pages: [1], upper: 2 });
    expect(player.pagesLabel.value).toBe('1–2');
    player.turn(1);
    expect(player.shownPages.value).toEqual({ pages: [2] });
    player.jumpToPage(5);
    await settle();
    expect(player.canTurn.value.forward).toBe(false);
    player.turn(-1);
    expect(player.shownPages.value.pages).toEqual([4]);
    expect(audio.seeks.filter((ms) => ms !== startOf(16))).toEqual([]);
  });

  it('repeats an A-B loop across a page of the layout, turning there and back', async () => {
    const { fetch } = layouts();
    const { player, audio, playFor } = await openPlayer({ layout: fetch, wish: screen(PORTRAIT) });
    // Bar 3 ends screen page 1, bar 4 begins page 2.
    player.seek(startOf(3));
    player.stepLoop();
    player.seek(startOf(4));
    player.stepLoop();
    player.seek(startOf(3));
    player.toggle();
    await settle();
    playFor(startOf(4) - startOf(3) + 200);
    expect(player.turnPage.value).toBe(2);
    playFor(startOf(5) - startOf(4));
    expect(audio.seeks.at(-1)).toBe(startOf(3));
    expect(player.turnPage.value).toBe(1);
  });
});
