import { expect, test } from '@playwright/test';
import { logBrowserOnFailure } from '../support/common';
import { chooseLayout } from '../support/score-layout';
import { app, audioState, signIn, waitForPlayback } from '../support/works';

test.describe('the player', () => {
  test.beforeEach(({ page }) => logBrowserOnFailure(page));

  test('voices, tempo, keyboard, jump to page, contents and per-work settings', async ({ page }) => {
    // A work opened for the first time starts with the preferred voice: none here, whatever other
    // tests chose for this account.
    const login = await page.request.post('/api/auth/login?app=choir-coach', {
      data: { email: 'conductor@example.com', password: 'choir-2026' },
    });
    const { token } = (await login.json()) as { token: string };
    const reset = await page.request.patch('/api/auth/usersettings?app=choir-coach', {
      headers: { authorization: `Bearer ${token}` },
      data: { preferredVoice: '' },
    });
    expect(reset.ok()).toBe(true);
    // This walk counts the printed pages (1-6): chosen before the player opens.
    await signIn(page, 'conductor@example.com');
    await chooseLayout(page, { layout: 'printed' });
    await page.goto('/en/player/10002');
    const player = app(page);
    await expect(player.getByRole('heading', { level: 1, name: 'Three German Folk Songs' })).toBeVisible();
    await expect(player.getByRole('button', { name: /^Page 1 \/ 6/ })).toBeVisible();

    // Play the voices apart, then choose a voice while playing: only the mixer's gains move (the
    // same file plays on, no gap), and the mixer shows that voice up and the others down.
    await player.getByRole('button', { name: 'Play' }).click();
    await waitForPlayback(page, 2);
    const before = await audioState(page);
    expect(before.src).toContain('part0-voices.m4a');
    await player.getByRole('button', { name: 'Tenor' }).click();
    await player.getByRole('button', { name: 'Mixer' }).click();
    const mixer = player.getByRole('region', { name: 'Mixer' });
    await expect(mixer.getByRole('slider', { name: 'Tenor volume' })).toHaveValue('100');
    await expect(mixer.getByRole('slider', { name: 'Soprano volume' })).toHaveValue('22');
    const after = await audioState(page);
    expect(after.src).toBe(before.src);
    expect(after.paused).toBe(false);
    expect(after.currentTime).toBeGreaterThan(before.currentTime);
    await mixer.getByRole('button', { name: 'Mute Bass' }).click();
    await expect(mixer.getByRole('button', { name: 'Mute Bass' })).toHaveAttribute('aria-pressed', 'true');
    // The tenor's notes are marked as they sound.
    await expect
      .poll(() => player.locator('g.staff[data-n="3"] g.note.choir-note-on').count())
      .toBeGreaterThan(0);

    // Tempo 50-150 % without pitch change.
    await player.getByRole('button', { name: 'Tempo −' }).click();
    await player.getByRole('button', { name: 'Tempo −' }).click();
    await expect.poll(async () => (await audioState(page)).playbackRate).toBeCloseTo(0.9);
    expect((await audioState(page)).preservesPitch).toBe(true);

    // K pauses (Space and the arrows turn pages by default, as pedals send them: player/turns.spec.ts);
    // "Next bar" moves one bar on.
    await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('k');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    const bar = Number(await player.locator('[part="score"]').getAttribute('data-bar-index'));
    await player.getByRole('button', { name: 'Next bar' }).click();
    await expect
      .poll(async () => Number(await player.locator('[part="score"]').getAttribute('data-bar-index')))
      .toBe(bar + 1);

    // Jump to page refuses pages outside 1..6 and goes to a page of another part.
    await player.getByRole('button', { name: /^Page 1 \/ 6/ }).click();
    const jump = player.getByRole('dialog', { name: 'Jump to page' });
    await jump.getByLabel('Page number (1–6)').fill('9');
    await jump.getByRole('button', { name: 'Go to page' }).click();
    await expect(jump.getByText('This edition has pages 1 to 6. Please choose one of them.')).toBeVisible();
    await jump.getByLabel('Page number (1–6)').fill('0');
    await jump.getByRole('button', { name: 'Go to page' }).click();
    await expect(jump.getByText('This edition has pages 1 to 6. Please choose one of them.')).toBeVisible();
    await jump.getByLabel('Page number (1–6)').fill('4');
    await jump.getByRole('button', { name: 'Go to page' }).click();
    await expect(jump).toBeHidden();
    await expect(player.getByText('2. Innsbruck, ich muss dich lassen', { exact: false })).toBeVisible();
    await expect(player.getByRole('button', { name: /^Page 4 \/ 6/ })).toBeVisible();

    // Contents: part 3.
    await player.getByRole('button', { name: 'Contents' }).click();
    const toc = player.getByRole('dialog', { name: 'Table of contents' });
    await toc.getByRole('button', { name: /Kein schöner Land/ }).click();
    await expect(player.getByRole('button', { name: /^Page 5 \/ 6/ })).toBeVisible();

    // About the work.
    await player.getByRole('button', { name: 'About', exact: true }).click();
    await player.getByRole('button', { name: 'About the work' }).click();
    await expect(player.getByRole('dialog', { name: 'About the work' })).toContainText('Matthias Claudius');
    await page.keyboard.press('Escape');

    // The per-work settings come back after a reload: voice, and the part and page last opened.
    await page.reload();
    await expect(player.getByRole('button', { name: 'Tenor' })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: /^Page 5 \/ 6/ })).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('choir.playerSettings') ?? 'null'),
    );
    expect(stored?.['10002']).toMatchObject({
      preferredVoice: 'tenore',
      lastOpened: { part: 2, page: 5 },
      mixer: { tenore: { volume: 1 }, basso: { muted: true } },
    });
  });

  test('the A-B loop repeats the chosen bars', async ({ page }) => {
    await signIn(page, 'conductor@example.com', { at: '/en/player/10001' });
    const player = app(page);
    const score = player.locator('[part="score"]');
    await expect(score).toBeVisible();
    // From bar 2 (index 2) to bar 3: set A, move one bar, set B.
    await player.getByRole('button', { name: 'Next bar' }).click();
    await player.getByRole('button', { name: 'Next bar' }).click();
    await player.getByRole('button', { name: /A-B loop/ }).click();
    await player.getByRole('button', { name: 'Next bar' }).click();
    await player.getByRole('button', { name: /end here \(B\)/ }).click();
    await expect(player.getByRole('button', { name: /^A-B loop: 2–3/ })).toBeVisible();
    // Every bar the score marks from now on, in order (the first is the one before Play).
    await score.evaluate((element) => {
      const marked: number[] = [];
      (window as unknown as { markedBars: number[] }).markedBars = marked;
      const note = () => marked.push(Number(element.getAttribute('data-bar-index')));
      note();
      new MutationObserver(note).observe(element, { attributeFilter: ['data-bar-index'] });
    });
    const markedBars = () => page.evaluate(() => (window as unknown as { markedBars: number[] }).markedBars);
    await player.getByRole('button', { name: 'Play' }).click();
    // Playback has gone past the end of bar 3: back to bar 2, or on (which fails below).
    const pastB = (bars: number[]) => bars.some((bar, i) => i > 1 && bars[i - 1] === 3 && bar !== 3);
    await expect.poll(async () => pastB(await markedBars()), { timeout: 20_000 }).toBe(true);
    // Only the looped bars were ever marked.
    expect(new Set(await markedBars())).toEqual(new Set([2, 3]));
  });
});
