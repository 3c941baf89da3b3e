import { describe, expect, it } from 'vitest';
import { createEndpoints } from '../../../src/core/api/endpoints';
import { buildPath, RequiredParameterError } from '../../../src/core/api/path-params';

describe('path parameters (requirements R5.7)', () => {
  it('fills and encodes placeholders', () => {
    expect(
      buildPath('/purchases/{articleId}/unlockspecific/{email}', { articleId: '10001', email: 'a b@x.de' }),
    ).toBe('/purchases/10001/unlockspecific/a%20b%40x.de');
  });

  it.each([null, undefined])('rejects %s before sending, naming the parameter', (value) => {
    expect(() => buildPath('/topics/{learnElementId}/videoSrc', { learnElementId: value })).toThrowError(
      /Required parameter learnElementId was null or undefined/,
    );
  });

  it('keeps falsy but present values such as 0 and false', () => {
    expect(buildPath('/topics/{id}', { id: 0 })).toBe('/topics/0');
    expect(buildPath('/purchases/{a}/downloadmanifest/{preview}', { a: 'x', preview: false })).toBe(
      '/purchases/x/downloadmanifest/false',
    );
  });

  it('never calls the network when a parameter is missing', () => {
    let calls = 0;
    const endpoints = createEndpoints(async () => {
      calls++;
      return undefined as never;
    });
    expect(() => endpoints.getDownloadManifest('10001', null)).toThrowError(RequiredParameterError);
    expect(() => endpoints.unlock(undefined, 'CODE')).toThrowError(/articleId/);
    expect(() => endpoints.getVideoSrc(null, 'de')).toThrowError(/learnElementId/);
    expect(calls).toBe(0);
  });
});
