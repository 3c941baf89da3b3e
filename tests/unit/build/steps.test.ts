/**
 * A newcomer's first start answers before the slow half of the build ends (issue 37): the server
 * waits for the bundle, the database snapshot and its own build only; typings and compression
 * follow while it serves.
 */
import { expect, it } from 'vitest';
import { startPlan } from '../../../scripts/build/steps';

it('builds the bundle, the snapshot and the server before listening on a fresh clone, and compresses after', () => {
  const plan = startPlan({
    bundle: 'no build yet',
    snapshot: 'no database snapshot yet',
    server: 'no server build yet',
    finishing: 'no build yet',
  });
  expect(plan.beforeListening).toEqual(['bundle', 'snapshot', 'server']);
  expect(plan.afterListening).toEqual(['typings', 'compression']);
});

it('reuses the snapshot when only the sources changed', () => {
  const plan = startPlan({
    bundle: 'sources changed',
    snapshot: null,
    server: null,
    finishing: 'sources changed',
  });
  expect(plan).toEqual({ beforeListening: ['bundle'], afterListening: ['typings', 'compression'] });
});

it('only resumes the compression a stopped start left unfinished', () => {
  const plan = startPlan({
    bundle: null,
    snapshot: null,
    server: null,
    finishing: 'stopped before compressing',
  });
  expect(plan).toEqual({ beforeListening: [], afterListening: ['typings', 'compression'] });
});

it('builds only the server when only the server changed', () => {
  expect(startPlan({ bundle: null, snapshot: null, server: 'the server changed', finishing: null })).toEqual({
    beforeListening: ['server'],
    afterListening: [],
  });
});

it('does nothing on a built checkout', () => {
  expect(startPlan({ bundle: null, snapshot: null, server: null, finishing: null })).toEqual({
    beforeListening: [],
    afterListening: [],
  });
});
