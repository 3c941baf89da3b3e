/** Sign-in form rules (requirements R5.1, R5.2); the values are i18n keys, so each language shows its own text. */
export type LoginFieldError = 'signIn.emailRequired' | 'signIn.emailInvalid' | 'signIn.passwordRequired';

export interface LoginFormErrors {
  email?: LoginFieldError;
  password?: LoginFieldError;
}

/** Deliberately loose: one @, something on both sides, a dot in the domain. The shop decides the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin(values: { email: string; password: string }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'signIn.emailRequired';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'signIn.emailInvalid';
  if (!values.password) errors.password = 'signIn.passwordRequired';
  return errors;
}
