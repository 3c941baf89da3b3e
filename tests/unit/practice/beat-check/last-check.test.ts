import { describe, expect, it } from 'vitest';
import type { BeatCheckSummary } from '../../../../src/core/contract/api';
import { MAX_BEAT_CHECKS } from '../../../../src/core/contract/constants';
import { UserSettingsWriteSchema } from '../../../../src/core/contract/schemas';
import { createCore } from '../../../../src/core/core';
import {
  beatCheckKey,
  keepBeatCheck,
  lastBeatCheck,
  summaryOf,
} from '../../../../src/core/practice/beat-check/last-check';
import { type Click, scoreBeats } from '../../../../src/core/practice/beat-check/scoring';
import { STORAGE_KEYS } from '../../../../src/core/store/persistence';
import { DEMO_USER, fakeEnvironment, settingsServer } from '../../support/fake-environment';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const AT = new Date('2026-11-24T18:30:00.000Z');

/** A 4/4 take at 120 bpm: beat 3 lands 60.4 ms late, the others 10.6 ms late. */
function take() {
  const clicks: Click[] = Array.from({ length: 16 }, (_, i) => ({ time: 1 + i / 2, beat: i % 4 }));
  return scoreBeats(
    clicks.map((click) => click.time + (click.beat === 2 ? 0.0604 : 0.0106)),
    clicks,
    4,
  );
}

async function signedIn(stored: Record<string, unknown> = {}) {
  const backend = settingsServer(stored);
  const fake = fakeEnvironment(backend.route);
  const core = createCore(fake.env);
  await core.session.login({ email: DEMO_USER.email, password: 'choir-2026' });
  await settle();
  return { core, fake, ...backend };
}

describe('the last Beat check of a lesson (settings.beatChecks)', () => {
  it('keeps whole milliseconds within the contract, so the server takes it', () => {
    const summary = summaryOf(take(), AT);
    expect(summary).toEqual({
      at: '2026-11-24T18:30:00.000Z',
      beats: 16,
      missed: 0,
      meanMs: 23,
      spreadMs: 22,
      driftMsPerBar: 1,
      offBeats: [{ beat: 2, meanMs: 60 }],
    });
    const wild = summaryOf({ ...take(), meanMs: 1e9, spreadMs: Number.NaN, driftMsPerBar: -1e9 }, AT);
    expect([wild.meanMs, wild.spreadMs, wild.driftMsPerBar]).toEqual([5000, 0, -5000]);
    expect(UserSettingsWriteSchema.safeParse({ beatChecks: { '133': summary, tools: wild } }).success).toBe(
      true,
    );
  });

  it('names lessons by their id and the tools page `tools`', () => {
    expect(beatCheckKey(133)).toBe('133');
    expect(beatCheckKey()).toBe('tools');
  });

  it('stores a take for the signed-in user, sends it, and shows it on another device', async () => {
    const { core, patches, stored } = await signedIn();
    const summary = summaryOf(take(), AT);
    expect(lastBeatCheck(core, '133')).toBeNull();
    expect(keepBeatCheck(core, '133', summary)).toBe(true);
    expect(lastBeatCheck(core, '133')).toEqual(summary);
    await settle();
    expect(patches).toEqual([{ beatChecks: { '133': summary } }]);

    // Another lesson's check joins the first one.
    keepBeatCheck(core, 'tools', { ...summary, beats: 3 });
    await settle();
    expect(Object.keys(patches[1]!.beatChecks as object).sort()).toEqual(['133', 'tools']);

    const other = await signedIn(stored);
    expect(lastBeatCheck(other.core, '133')).toEqual(summary);
  });

  it('leaves this browser with the account on sign-out', async () => {
    const { core, fake } = await signedIn();
    keepBeatCheck(core, '133', summaryOf(take(), AT));
    await settle();
    await core.session.logout();
    expect(lastBeatCheck(core, '133')).toBeNull();
    expect(core.auth.settings.value.beatChecks).toBeUndefined();
    expect(fake.storage.getItem(STORAGE_KEYS.settings) ?? '').not.toContain('beatChecks');
  });

  it('keeps nothing for a visitor', () => {
    const fake = fakeEnvironment();
    const core = createCore(fake.env);
    expect(keepBeatCheck(core, 'tools', summaryOf(take(), AT))).toBe(false);
    expect(core.auth.settings.value.beatChecks).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it('lets the oldest checks go beyond the limit', async () => {
    const old = (i: number): BeatCheckSummary => summaryOf(take(), new Date(Date.UTC(2026, 0, 1, 0, i)));
    const beatChecks = Object.fromEntries(
      Array.from({ length: MAX_BEAT_CHECKS }, (_, i) => [String(i), old(i)]),
    );
    const { core } = await signedIn({ beatChecks });
    keepBeatCheck(core, '999', summaryOf(take(), AT));
    const kept = core.auth.settings.value.beatChecks!;
    expect(Object.keys(kept)).toHaveLength(MAX_BEAT_CHECKS);
    expect(kept['999']).toBeDefined();
    expect(kept['0']).toBeUndefined();
  });
});
