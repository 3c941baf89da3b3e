import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src/core/core';
import { createErrorHandler } from '../../../src/core/errors/error-reports';
import { ERROR_REPORTS_KEY } from '../../../src/core/errors/report-errors';
import { createPersistence } from '../../../src/core/store/persistence';
import { fakeEnvironment } from '../support/fake-environment';

/** A server that does not answer: every report stays queued in storage. */
function handlerOnDeadServer() {
  const fake = fakeEnvironment(() => ({ networkError: true }));
  const core = createCore(fake.env);
  const host = { location: { pathname: '/en/start' } } as unknown as Window;
  const handle = createErrorHandler(
    core,
    host,
    createPersistence(fake.env.storage, () => undefined),
  );
  const queued = () =>
    JSON.parse(fake.env.storage.getItem(ERROR_REPORTS_KEY) ?? '[]') as { message: string }[];
  return { handle, queued };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('API failures as error reports', () => {
  it('report a call without an answer, but not a report that could not be sent (it stays queued)', async () => {
    const { handle, queued } = handlerOnDeadServer();
    handle({ type: 'api', failure: { path: 'http://localhost:3000/api/topics' } });
    await settle();
    expect(queued().map((report) => report.message)).toEqual(['No answer']);
    handle({ type: 'api', failure: { path: 'http://localhost:3000/api/auth/logexception' } });
    await settle();
    expect(queued().map((report) => report.message)).toEqual(['No answer']);
  });
});
