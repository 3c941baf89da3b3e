import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../core/contract/api';
import { signInTexts } from '../../core/i18n/features/sign-in';
import { registerTexts } from '../../core/i18n/register-texts';
import { shopLinks } from '../../core/shop/shop-links';
import { type LoginFormErrors, validateLogin } from '../../core/validation/login-form';
import { Button, ButtonLink } from '../components/button';
import { Dialog } from '../components/dialog';
import { Logo } from '../components/logo';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';
import { LoginIllustration } from './login-illustration';
import * as styles from './login-screen.styles';

registerTexts(signInTexts);

export interface LoginScreenProps {
  /** Called after a successful sign-in and once the user's settings are loaded. */
  onLogin?: (user: User) => void;
  /** Focus the e-mail field when shown (the app's login page; an embedded form leaves focus to the host). */
  autoFocus?: boolean;
}

type OpenDialog = 'info' | 'noAccount' | null;

/** The sign-in screen (requirements R2.14) with its validation rules (R5.1, R5.2). */
export function LoginScreen({ onLogin, autoFocus = true }: LoginScreenProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const shopUrl = core.shopUrl.value;
  const failure = core.auth.error.value;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const user = await core.session.login({ email: email.trim(), password });
      setPassword('');
      onLogin?.(user);
    } catch {
      // The message is in core.auth.error; keep the e-mail, clear nothing else the user typed.
      passwordRef.current?.select();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div css={styles.layout} part="base">
      <aside css={styles.brand} part="brand">
        <Logo size={44} subtitle={t('app.tagline')} inverse />
        <LoginIllustration />
        <div className="brand-copy">
          <h2>{t('app.tagline')}</h2>
          <p>{t('signIn.noAccountText')}</p>
        </div>
      </aside>
      <main css={styles.formPanel}>
        <h1 css={styles.heading}>{t('signIn.title')}</h1>
        <p css={styles.subtitle}>{t('signIn.subtitle')}</p>
        <form css={styles.form} onSubmit={submit} noValidate part="form">
          {failure && (
            <p css={styles.failure} role="alert" part="error">
              {failure}
            </p>
          )}
          <TextField
            ref={emailRef}
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email ? t(errors.email) : null}
            autoFocus={autoFocus}
          />
          <TextField
            label={t('signIn.password')}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password ? t(errors.password) : null}
            ref={passwordRef}
            trailing={
              <button
                type="button"
                css={styles.toggle}
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
                aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
              >
                <EyeIcon crossed={showPassword} />
              </button>
            }
          />
          <div css={styles.formRow}>
            <a href={shopLinks.forgotPassword(shopUrl)} target="_blank" rel="noopener" part="forgot-password">
              {t('signIn.forgotPassword')}
            </a>
          </div>
          <Button type="submit" busy={busy} block part="submit">
            {busy ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
        <div css={styles.footerLinks}>
          <Button variant="link" onClick={() => setDialog('noAccount')}>
            {t('signIn.noAccount')}
          </Button>
          <Button variant="link" onClick={() => setDialog('info')}>
            {t('signIn.info')}
          </Button>
        </div>
      </main>

      <Dialog
        open={dialog === 'info'}
        title={t('signIn.infoTitle')}
        onClose={() => setDialog(null)}
        primary={{ label: t('errors.ok') }}
      >
        <p>{t('signIn.infoText')}</p>
      </Dialog>
      <Dialog
        open={dialog === 'noAccount'}
        title={t('signIn.noAccountTitle')}
        onClose={() => setDialog(null)}
        cancelLabel={t('login.close')}
        actions={
          <ButtonLink href={shopLinks.signUp(shopUrl)} target="_blank" rel="noopener">
            {t('signIn.signUp')}
          </ButtonLink>
        }
      >
        <strong css={styles.offer}>{t('signIn.noAccountOffer')}</strong>
        <p>{t('signIn.noAccountText')}</p>
      </Dialog>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
