import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError, retryAfterMinutes } from '../../core/api/http-problem';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';

const form = css`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
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

/** Redeems a single-use unlock code for an article (GET /purchases/{articleId}/unlock/{code}). */
export function RedeemCodeForm() {
  const core = useCore();
  const { t } = useTranslation();
  const [article, setArticle] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ article?: string; code?: string; form?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(article.trim() ? {} : { article: t('profile.fieldRequired') }),
      ...(code.trim() ? {} : { code: t('profile.fieldRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await core.api.unlock(article.trim(), code.trim());
      core.ui.showToast(t('profile.redeemed', { article: article.trim() }));
      setArticle('');
      setCode('');
      await core.loadPurchases({ force: true, ignoreThrottle: true });
    } catch (error) {
      const http = describeHttpError(error);
      setErrors({
        form:
          http.status === 404
            ? t('profile.redeemUnknown')
            : http.status === 409
              ? t('profile.redeemOwned')
              : http.status === 429
                ? t('profile.redeemTooMany', { count: retryAfterMinutes(http) })
                : t('profile.redeemFailed'),
      });
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
          label={t('profile.articleNumber')}
          value={article}
          onChange={(e) => setArticle(e.target.value)}
          error={errors.article}
        />
        <TextField
          label={t('profile.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          autoCapitalize="characters"
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
