import { describe, expect, it } from 'vitest';
import { validateLogin } from '../../../src/core/validation/login-form';

describe('sign-in validation (requirements R5.1, R5.2)', () => {
  it('requires the e-mail and the password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'signIn.emailRequired',
      password: 'signIn.passwordRequired',
    });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'signIn.emailRequired' });
  });

  it('rejects an address without @ or domain', () => {
    expect(validateLogin({ email: 'clara', password: 'x' }).email).toBe('signIn.emailInvalid');
    expect(validateLogin({ email: 'clara@choir', password: 'x' }).email).toBe('signIn.emailInvalid');
  });

  it('accepts a plausible address', () => {
    expect(validateLogin({ email: ' clara@choir.example ', password: 'secret' })).toEqual({});
  });
});
