import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError, retryAfterMinutes } from '../../core/api/http-problem';
import { type Purchase, toPurchase } from '../../core/store/purchases-store';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';

const form = css`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 12px;
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
  }
  button {
    margin-top: 30px;
    @media (max-width: 599px) {
      margin-top: 0;
    }
  }
`;

/** The server's refusal in the user's words: the code unknown, used, for something owned, or too many tries. */
function refusal(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  const http = describeHttpError(error);
  if (http.code === 'unknown-code') return t('profile.redeemUnknown');
  if (http.code === 'code-used') return t('profile.redeemUsed');
  if (http.code === 'already-bought') return t('profile.redeemOwned');
  if (http.status === 429) return t('profile.redeemTooMany', { count: retryAfterMinutes(http) });
  return t('profile.redeemFailed');
}

/**
 * Redeems a single-use unlock code (POST /purchases/redeem): the code alone, which names what it
 * unlocks; `nameOf` says that in the toast.
 */
export function RedeemCodeForm({ nameOf }: { nameOf: (purchase: Purchase) => string }) {
  const core = useCore();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ code?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setErrors({ code: t('profile.fieldRequired') });
    setErrors({});
    setBusy(true);
    try {
      const purchase = toPurchase(await core.api.redeem(code.trim()));
      core.ui.showToast(t('profile.redeemed', { article: nameOf(purchase) }));
      setCode('');
      await core.loadPurchases({ force: true, ignoreThrottle: true });
    } catch (error) {
      setErrors({ form: refusal(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p
        css={css`
          margin: 0 0 14px;
          color: var(--choir-color-muted);
        `}
      >
        {t('profile.redeemHint')}
      </p>
      <form css={form} onSubmit={submit} noValidate>
        <TextField
          label={t('profile.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" busy={busy}>
          {t('profile.redeemButton')}
        </Button>
      </form>
      {errors.form && (
        <p
          role="alert"
          css={css`
            margin: 12px 0 0;
            color: var(--choir-color-danger);
            font-weight: 600;
          `}
        >
          {errors.form}
        </p>
      )}
    </>
  );
}
