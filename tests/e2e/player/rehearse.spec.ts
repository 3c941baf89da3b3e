import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { SyncMap } from '../../../src/core/score/manifest';
import { keepShot } from '../support/common';
import { chooseLayout } from '../support/score-layout';
import { app, audioState, signIn, withAccountLanguage } from '../support/works';

/** Issue 36: the rehearsal helpers at the music stand: go to bar, count-in, starting pitches. */

/** "Nun danket alle Gott", 4/4 at 66 bpm (a beat of 909 ms); bar 12 is on page 2. */
const chorale = JSON.parse(readFileSync('content/editions/10001/1.1.0/sync/part0.json', 'utf8')) as SyncMap;
const startOf = (label: string) => chorale.bars.find((bar) => bar.n === label)!.startMs;
const BEAT_S = 0.909;

/**
 * Records every oscillator the page starts (the metronome's clicks and the pitch tones): its
 * frequency and when it sounds on the page's clock; and when the recording is started, from where.
 */
async function listenToSounds(page: Page) {
  await page.addInitScript(() => {
    const sounds: { frequency: number; atMs: number; when: number }[] = [];
    const plays: { atMs: number; timeS: number }[] = [];
    Object.assign(window, { __sounds: sounds, __plays: plays });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when = 0) => {
        const atMs = performance.now() + Math.max(0, when - this.currentTime) * 1000;
        sounds.push({ frequency: oscillator.frequency.value, atMs, when });
        start(when);
      };
      return oscillator;
    };
    // The recording's element is in the app's shadow root, whose play events stay there: play() itself.
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      plays.push({ atMs: performance.now(), timeS: this.currentTime });
      return play.call(this);
    };
  });
}

/** `when`: the audio clock's time the sound is scheduled for; `atMs`: that time on the page's clock. */
type Sounds = {
  sounds: { frequency: number; atMs: number; when: number }[];
  plays: { atMs: number; timeS: number }[];
};
const heard = (page: Page) =>
  page.evaluate(() => {
    const recorded = window as unknown as { __sounds: Sounds['sounds']; __plays: Sounds['plays'] };
    return { sounds: [...recorded.__sounds], plays: [...recorded.__plays] };
  });

/** "Nun danket" on its printed pages (the bars' pages below are theirs). */
async function openChorale(page: Page, width = 1180, height = 820) {
  await page.setViewportSize({ width, height });
  await signIn(page, 'conductor@example.com');
  await chooseLayout(page, { layout: 'printed' });
  await page.goto('/en/player/10001');
  await expect(app(page).locator('[part="page"] svg').first()).toBeVisible();
}

const bar = (page: Page) => app(page).locator('output[data-bar]');
const shots = (name: string) => `.tmp/shots/rehearse/${name}.png`;

/** From the score, G, a bar number and Enter, as a conductor goes to a bar by keyboard. */
async function goToBarByKey(page: Page, number: string) {
  const player = app(page);
  await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('g');
  // Right after the page opened, the dialogs' chunk may still be on its way (use-lazy-dialogs.ts).
  await expect(player.getByRole('dialog', { name: 'Go to bar' })).toBeVisible();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveText(`Bar ${number}`);
}

test('go to bar: by the Rehearse menu and by G; a bar the work lacks is named', async ({ page }) => {
  await openChorale(page);
  const player = app(page);
  await player.getByRole('button', { name: 'Rehearse' }).click();
  await keepShot(page, { path: shots('menu-1180') });
  await player.getByRole('button', { name: /^Go to bar/ }).click();
  const dialog = player.getByRole('dialog', { name: 'Go to bar' });
  await expect(dialog.getByLabel('Bar number (0–16)')).toBeFocused();
  await page.keyboard.type('abc');
  await dialog.getByRole('button', { name: 'Go to bar' }).click();
  await expect(dialog.getByText('Please enter a bar number from 0 to 16.')).toBeVisible();
  await dialog.getByLabel('Bar number (0–16)').fill('40');
  await dialog.getByRole('button', { name: 'Go to bar' }).click();
  await expect(dialog.getByText('Bar 40 does not exist (0–16).')).toBeVisible();
  await keepShot(page, { path: shots('bar-dialog-error-1180') });
  await dialog.getByLabel('Bar number (0–16)').fill('12');
  await dialog.getByRole('button', { name: 'Go to bar' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar(page)).toHaveText('Bar 12');
  await expect(player.locator('[data-page="2"] .choir-bar-box')).toBeVisible();
  await expect.poll(async () => (await audioState(page)).currentTime).toBeCloseTo(startOf('12') / 1000, 1);

  // G from the score, a number and Enter: back to bar 3 on page 1.
  await player.locator('[part="score"]').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('g');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveText('Bar 3');
  await expect(player.locator('[data-page="1"] .choir-bar-box')).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);
});

for (const [language, path, menu, entry, title, error] of [
  ['de', '/de/player/10001', 'Proben', /^Zu Takt/, 'Zu Takt springen', 'Takt 40 gibt es nicht (0–16).'],
  [
    'fr',
    '/en/player/10001',
    'Répéter',
    /^Aller à la mesure/,
    'Aller à la mesure',
    'La mesure 40 n’existe pas (0–16).',
  ],
] as const) {
  test(`go to bar in ${language}: the error names the bars`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withAccountLanguage(page, language);
    await signIn(page, 'conductor@example.com');
    await page.goto(path);
    const player = app(page);
    await expect(player.locator('[part="page"] svg').first()).toBeVisible();
    await player.getByRole('button', { name: menu }).click();
    await keepShot(page, { path: shots(`menu-390-${language}`) });
    await player.getByRole('button', { name: entry }).click();
    const dialog = player.getByRole('dialog', { name: title });
    // Right after the page opened, the dialogs' chunk may still be on its way (use-lazy-dialogs.ts):
    // a digit typed before the field has the focus goes to the page.
    await expect(dialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(error)).toBeVisible();
    await keepShot(page, { path: shots(`bar-dialog-error-390-${language}`) });
  });
}

test('count-in: one bar of clicks at the recording tempo, then the recording from the current bar', async ({
  page,
}) => {
  await listenToSounds(page);
  await openChorale(page);
  const player = app(page);
  await goToBarByKey(page, '5');

  await page.keyboard.press('c');
  await expect(player.getByRole('button', { name: 'Counting in…' })).toBeVisible();
  await expect.poll(async () => (await heard(page)).plays.length, { timeout: 8_000 }).toBe(1);
  await expect(player.getByRole('button', { name: 'Rehearse' })).toBeVisible();
  const { sounds, plays } = await heard(page);
  // Four clicks, the first accented (the metronome's sound), a beat of 909 ms apart.
  expect(sounds.map((sound) => sound.frequency)).toEqual([1760, 1175, 1175, 1175]);
  const first = sounds[0]!.atMs;
  expect(sounds.map((sound) => sound.when - sounds[0]!.when)).toEqual(
    [0, 1, 2, 3].map((beat) => expect.closeTo(beat * BEAT_S, 1)),
  );
  // The recording starts one bar after the first click, at bar 5.
  expect((plays[0]!.atMs - first) / 1000).toBeGreaterThan(4 * BEAT_S - 0.15);
  expect((plays[0]!.atMs - first) / 1000).toBeLessThan(4 * BEAT_S + 0.15);
  expect(plays[0]!.timeS).toBeCloseTo(startOf('5') / 1000, 1);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await player.getByRole('button', { name: 'Pause' }).click();
});

test('count-in from the menu, stopped there: the recording does not start', async ({ page }) => {
  await listenToSounds(page);
  await openChorale(page, 390, 844);
  const player = app(page);
  await player.getByRole('button', { name: 'Rehearse' }).click();
  await player.getByRole('button', { name: /^Count-in/ }).click();
  await expect(player.getByRole('button', { name: 'Counting in…' })).toBeVisible();
  await player.getByRole('button', { name: 'Counting in…' }).click();
  await keepShot(page, { path: shots('menu-counting-390') });
  await player.getByRole('button', { name: /^Stop the count-in/ }).click();
  await expect(player.getByRole('button', { name: 'Rehearse' })).toBeVisible();
  // Nothing to wait for: a bar's time passes, and the recording does not start (the clicks not yet
  // heard are withdrawn: the unit tests check that).
  await page.waitForTimeout(4 * BEAT_S * 1000);
  expect((await heard(page)).plays).toHaveLength(0);
  expect((await audioState(page)).paused).toBe(true);
});

test("starting pitches: each voice's note at the current bar, soprano to bass, then together", async ({
  page,
}) => {
  await listenToSounds(page);
  await openChorale(page);
  const player = app(page);
  await goToBarByKey(page, '5');

  // Bar 5 opens on an F major chord: c'' (soprano), a' (alto), c' (tenor), f (bass).
  const chord = [523.25, 440, 261.63, 174.61];
  await page.keyboard.press('p');
  await expect.poll(async () => (await heard(page)).sounds.length).toBe(4);
  const apart = (await heard(page)).sounds;
  expect(apart.map((sound) => sound.frequency)).toEqual(chord.map((hz) => expect.closeTo(hz, 1)));
  for (let i = 1; i < 4; i++) expect(apart[i]!.when - apart[i - 1]!.when).toBeGreaterThan(1);

  await player.getByRole('button', { name: 'Rehearse' }).click();
  await keepShot(page, { path: shots('menu-pitches-1180') });
  await player.getByRole('button', { name: /^Starting pitches together/ }).click();
  await expect.poll(async () => (await heard(page)).sounds.length).toBe(8);
  const together = (await heard(page)).sounds.slice(4);
  expect(together.map((sound) => sound.frequency)).toEqual(chord.map((hz) => expect.closeTo(hz, 1)));
  expect(together.map((sound) => sound.when)).toEqual(together.map(() => together[0]!.when));
  // The recording stays where it was: paused at bar 5.
  expect((await audioState(page)).paused).toBe(true);
  await expect(bar(page)).toHaveText('Bar 5');
});
