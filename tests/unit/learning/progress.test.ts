import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { continueTarget, lastAdvanced, likelyUnfinished } from '../../../src/core/learning/continue-target';
import { buildCourseIndex } from '../../../src/core/learning/course-index';
import { initialSteps, storedSteps, withSteps } from '../../../src/core/learning/exercise-steps';
import { learningState } from '../../../src/core/learning/learning-state';
import {
  isSaved,
  LIBRARY_PREVIEW_COUNT,
  libraryElements,
  toggledLibrary,
} from '../../../src/core/learning/library';
import { percentOf, progressLookup, stepsPercent, summarise } from '../../../src/core/learning/progress';
import { DEFAULT_SETTINGS } from '../../../src/core/store/auth-store';
import { STORAGE_KEYS } from '../../../src/core/store/persistence';
import { DEMO_USER, fakeEnvironment } from '../support/fake-environment';
import { smallCourse } from '../support/learning-fixtures';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const meta = (learnElementId: number, learnElementProgress: number, maxProgress = learnElementProgress) => ({
  learnElementId,
  learnElementProgress,
  maxProgress,
});

describe('progress maths', () => {
  it('reads maxProgress, so progress shown never goes down', () => {
    const progress = progressLookup([meta(11, 20, 80), meta(12, 50)]);
    expect(progress(11)).toBe(80);
    expect(progress(12)).toBe(50);
    expect(progress(13)).toBe(0);
  });

  it('clamps odd stored values', () => {
    const progress = progressLookup([meta(1, 140, 140), meta(2, Number.NaN, Number.NaN), meta(3, -5, -5)]);
    expect([progress(1), progress(2), progress(3)]).toEqual([100, 0, 0]);
  });

  it('summarises a module, topic or course', () => {
    const progress = progressLookup([meta(1, 100), meta(2, 50), meta(3, 0)]);
    const ids = [1, 2, 3, 4].map((learnElementId) => ({ learnElementId }));
    expect(summarise(ids, progress)).toEqual({ percent: 37, done: 1, started: 2, total: 4 });
    expect(summarise([], progress)).toEqual({ percent: 0, done: 0, started: 0, total: 0 });
    // 100 % only when everything is done.
    const almost = progressLookup([meta(1, 100), meta(2, 99)]);
    expect(summarise([{ learnElementId: 1 }, { learnElementId: 2 }], almost).percent).toBe(99);
  });

  it('turns playback time into whole percent', () => {
    expect(percentOf(0, 60)).toBe(0);
    expect(percentOf(30, 60)).toBe(50);
    expect(percentOf(59.8, 60)).toBe(100);
    expect(percentOf(70, 60)).toBe(100);
    expect(percentOf(10, Number.NaN)).toBe(0);
    expect(percentOf(10, Number.POSITIVE_INFINITY)).toBe(0);
    expect(percentOf(10, 0)).toBe(0);
  });

  it('turns ticked exercise steps into percent', () => {
    expect(stepsPercent(0, 6)).toBe(0);
    expect(stepsPercent(3, 6)).toBe(50);
    expect(stepsPercent(6, 6)).toBe(100);
    expect(stepsPercent(2, 0)).toBe(0);
  });
});

describe('the continue target', () => {
  const course = buildCourseIndex(smallCourse([[2, 1], [3]]), 'de');

  it('starts at the first element when nothing was opened', () => {
    const target = continueTarget(course, null, progressLookup([]));
    expect(target).toMatchObject({ kind: 'start', progress: 0 });
    expect(target?.element.learnElementId).toBe(11);
  });

  it('continues the current element while it is unfinished', () => {
    const target = continueTarget(course, 21, progressLookup([meta(21, 40)]));
    expect(target).toMatchObject({ kind: 'continue', progress: 40 });
    expect(target?.element.learnElementId).toBe(21);
  });

  it('moves on to the next unfinished element once the current one is done', () => {
    const progress = progressLookup([meta(21, 100), meta(111, 100), meta(112, 30)]);
    const target = continueTarget(course, 21, progress);
    expect(target).toMatchObject({ kind: 'next', progress: 30 });
    expect(target?.element.learnElementId).toBe(112);
  });

  it('has nothing to continue when the rest of the course is done', () => {
    const progress = progressLookup([meta(112, 100), meta(113, 100)]);
    expect(continueTarget(course, 112, progress)).toBeNull();
  });

  it('treats an unknown current element like none', () => {
    expect(continueTarget(course, 4242, progressLookup([]))?.kind).toBe('start');
    expect(continueTarget(buildCourseIndex([], 'de'), null, progressLookup([]))).toBeNull();
  });

  it('takes the element last advanced, by the progress times the server keeps', () => {
    const entries = [
      { ...meta(11, 100), updatedAt: at(1) },
      { ...meta(112, 40), updatedAt: at(9) },
      { ...meta(21, 100), updatedAt: at(5) },
    ];
    expect(lastAdvanced(course, entries)).toBe(112);
    // Entries of one request share a time: the later one in the course.
    expect(
      lastAdvanced(course, [
        { ...meta(21, 10), updatedAt: at(3) },
        { ...meta(11, 10), updatedAt: at(3) },
      ]),
    ).toBe(21);
    // Elements no longer in the course and no progress at all give nothing.
    expect(lastAdvanced(course, [{ ...meta(4242, 10), updatedAt: at(9) }])).toBeNull();
    expect(lastAdvanced(course, [])).toBeNull();
  });

  it('tells from the progress alone whether the card will show an unfinished element (its place while the course loads)', () => {
    expect(likelyUnfinished([])).toBe(false);
    // The latest entry decides, whatever the order of the list.
    expect(
      likelyUnfinished([
        { ...meta(112, 40), updatedAt: at(9) },
        { ...meta(21, 100), updatedAt: at(5) },
      ]),
    ).toBe(true);
    expect(
      likelyUnfinished([
        { ...meta(21, 40), updatedAt: at(5) },
        { ...meta(112, 100), updatedAt: at(9) },
      ]),
    ).toBe(false);
    // Done once stays done (maxProgress), as on the card.
    expect(likelyUnfinished([{ ...meta(5, 20), maxProgress: 100, updatedAt: at(1) }])).toBe(false);
  });

  it('continues on another device from the server progress alone', async () => {
    const fake = fakeEnvironment();
    const core = createCore(fake.env);
    core.topics.list.value = smallCourse([[2, 1], [3]]);
    core.auth.learnElementMetadata.value = [
      { ...meta(11, 100), updatedAt: '2026-11-20T10:00:00.000Z' },
      { ...meta(21, 100), updatedAt: '2026-11-20T11:00:00.000Z' },
    ];
    expect(core.auth.currentLearnElementId.value).toBeNull();
    const target = learningState(core).continueTarget.value;
    expect(target).toMatchObject({ kind: 'next' });
    expect(target?.element.learnElementId).toBe(111);
  });
});

describe('the library (saved lessons)', () => {
  const course = buildCourseIndex(smallCourse([[2, 1], [3]]), 'en');

  it('adds and removes without duplicates', () => {
    expect(toggledLibrary([], 11)).toEqual([11]);
    expect(toggledLibrary([11, 12], 11)).toEqual([12]);
    expect(toggledLibrary([11, 11, 12], 13)).toEqual([11, 12, 13]);
    expect(toggledLibrary(undefined, 12)).toEqual([12]);
    expect(isSaved([11], 11)).toBe(true);
    expect(isSaved(undefined, 11)).toBe(false);
  });

  it('lists saved lessons newest first and skips unknown ids', () => {
    expect(libraryElements(course, [11, 999, 112, 11]).map((e) => e.learnElementId)).toEqual([11, 112]);
    expect(LIBRARY_PREVIEW_COUNT).toBeGreaterThan(0);
  });
});

describe('learning state on a real core', () => {
  function signedInCore() {
    const fake = fakeEnvironment(({ method, url }) => {
      if (url.pathname.endsWith('/auth/usersettings') && method === 'PATCH') return { body: {} };
      return undefined;
    });
    fake.storage.setItem(STORAGE_KEYS.token, 'token');
    fake.storage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    const core = createCore(fake.env);
    core.topics.list.value = smallCourse([[2, 1], [3]]);
    return { core, fake };
  }

  it('saves to and removes from the library through the settings (persisted and synced)', async () => {
    const { core, fake } = signedInCore();
    const learning = learningState(core);
    expect(learning.toggleSaved(12)).toBe(true);
    expect(learning.isSaved(12)).toBe(true);
    expect(JSON.parse(fake.storage.getItem(STORAGE_KEYS.settings)!).library).toEqual([12]);
    await core.sync.flush();
    const patches = fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
    expect(patches).toContainEqual({ library: [12] });
    expect(learning.toggleSaved(12)).toBe(false);
    expect(learning.library.value).toEqual([]);
  });

  it('derives progress, continue and the course from the core signals', () => {
    const { core } = signedInCore();
    const learning = learningState(core);
    expect(learningState(core)).toBe(learning);
    core.session.reportProgress(21, 60);
    core.session.reportProgress(21, 10);
    expect(learning.progress.value(21)).toBe(60);
    expect(learning.continueTarget.value).toMatchObject({ kind: 'continue', progress: 60 });
    core.language.value = 'en';
    expect(learning.course.value.topics[0]!.headline).toBe('Topic 0');
    core.language.value = 'de';
    expect(learning.course.value.topics[0]!.headline).toBe('Thema 0');
    expect(learning.startLists.value.lists[0]!.map((t) => t.topicId)).toEqual([0]);
  });
});

describe('ticked exercise steps', () => {
  it('come back exactly as ticked, not as the leading steps the percentage suggests', () => {
    const settings = { ...DEFAULT_SETTINGS, ...withSteps({}, 23, [true, false, true, false]) };
    expect(storedSteps(settings)).toEqual({ '23': [0, 2] });
    expect(initialSteps(50, 4, storedSteps(settings)['23'])).toEqual([true, false, true, false]);
  });

  it('fall back to the percentage for progress without stored ticks, and are all ticked when done', () => {
    expect(initialSteps(50, 4, undefined)).toEqual([true, true, false, false]);
    expect(initialSteps(100, 3, [0])).toEqual([true, true, true]);
    expect(initialSteps(0, 2, undefined)).toEqual([false, false]);
  });

  it('store one exercise without touching the others', () => {
    const patch = withSteps({ '11': [1], '23': [0] }, 23, [false, true, true]);
    expect(patch).toEqual({ exerciseSteps: { '11': [1], '23': [1, 2] } });
  });
});
