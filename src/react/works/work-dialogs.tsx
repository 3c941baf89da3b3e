import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeHttpError, retryAfterMinutes } from '../../core/api/http-problem';
import { workDialogTexts } from '../../core/i18n/features/work-dialogs';
import { registerTexts } from '../../core/i18n/register-texts';
import { formatBytes } from '../../core/offline/storage';
import type { DownloadProblem } from '../../core/works/downloads/download-state';
import { ButtonLink } from '../components/button';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';
import { visuallyHidden } from '../styles/theme';

registerTexts(workDialogTexts);

const ACCENT = {
  danger: 'var(--choir-color-danger)',
  warning: 'var(--choir-color-caution)',
  primary: 'var(--choir-color-primary)',
};

/**
 * The download errors (requirements R8.7-R8.9) that need an answer: "download not possible" (OK and Contact
 * support), "download failed" with usage and quota (and the persistent-storage request), and
 * missing files (download again).
 */
export function DownloadProblemDialog({
  problem,
  title,
  articleId,
  supportMail,
  onClose,
  onDownloadAgain,
  onRequestPersistence,
}: {
  problem: DownloadProblem | null;
  title: string;
  articleId: string;
  supportMail: string;
  onClose(): void;
  onDownloadAgain(): void;
  onRequestPersistence(): void;
}) {
  const { t, i18n } = useTranslation();
  const kind = problem?.kind;
  const open = kind === 'not-possible' || kind === 'storage' || kind === 'incomplete';
  const subject = encodeURIComponent(`${title} (${articleId})`);
  return (
    <Dialog
      open={open}
      title={
        kind === 'not-possible'
          ? t('works.downloadNotPossibleTitle')
          : kind === 'storage'
            ? t('works.downloadFailedTitle')
            : t('works.missingFilesTitle')
      }
      onClose={onClose}
      accent={kind === 'incomplete' ? ACCENT.warning : ACCENT.danger}
      cancelLabel={kind === 'incomplete' ? t('works.cancel') : undefined}
      secondary={
        kind === 'storage'
          ? { label: t('errors.requestPersistentStorage'), afterClose: onRequestPersistence }
          : undefined
      }
      actions={
        kind === 'not-possible' && (
          <ButtonLink variant="secondary" href={`mailto:${supportMail}?subject=${subject}`} onClick={onClose}>
            {t('errors.contactSupport')}
          </ButtonLink>
        )
      }
      primary={
        kind === 'incomplete'
          ? { label: t('works.downloadAgain'), afterClose: onDownloadAgain }
          : { label: t('works.ok') }
      }
    >
      <p>
        {problem?.kind === 'not-possible'
          ? t('errors.downloadNotPossible')
          : problem?.kind === 'storage'
            ? t('errors.downloadFailed', {
                usage: formatBytes(problem.usage, i18n.language),
                quota: formatBytes(problem.quota, i18n.language),
              })
            : t('errors.missingFiles')}
      </p>
    </Dialog>
  );
}

/** A newer version than the downloaded one: download it, or open the one on the device. */
export function NewerVersionDialog({
  open,
  title,
  current,
  latest,
  onClose,
  onDownload,
  onOpenCurrent,
}: {
  open: boolean;
  title: string;
  current: string;
  latest: string;
  onClose(): void;
  onDownload(): void;
  onOpenCurrent(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('workDialogs.newer.title')}
      onClose={onClose}
      accent={ACCENT.primary}
      secondary={{ label: t('workDialogs.newer.open', { version: current }), afterClose: onOpenCurrent }}
      primary={{ label: t('workDialogs.newer.download', { version: latest }), afterClose: onDownload }}
    >
      <p>{t('workDialogs.newer.text', { title, latest, current })}</p>
    </Dialog>
  );
}

/** Redeems a single-use unlock code for one edition (`GET /purchases/{articleId}/unlock/{code}`). */
export function RedeemDialog({
  articleId,
  title,
  onClose,
  onRedeemed,
}: {
  articleId: string | null;
  title: string;
  onClose(): void;
  onRedeemed(): void;
}) {
  const core = useCore();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (articleId) {
      setCode('');
      setError(null);
    }
  }, [articleId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!articleId) return;
    if (!code.trim()) {
      setError(t('workDialogs.redeem.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await core.api.unlock(articleId, code.trim());
      await core.loadPurchases({ force: true, ignoreThrottle: true });
      onRedeemed();
      onClose();
    } catch (caught) {
      const http = describeHttpError(caught);
      setError(
        http.network
          ? t('errors.noConnection')
          : http.status === 429
            ? t('workDialogs.redeem.tooMany', { count: retryAfterMinutes(http) })
            : http.status === 409
              ? t('errors.alreadyBought')
              : http.status === 404
                ? t('workDialogs.redeem.unknown')
                : t('workDialogs.redeem.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={articleId !== null}
      title={t('workDialogs.redeem.title')}
      onClose={onClose}
      cancelLabel={t('works.cancel')}
      primary={{ label: t('workDialogs.redeem.submit'), form: 'choir-redeem-form', busy }}
    >
      <form id="choir-redeem-form" onSubmit={submit} noValidate>
        <p>{t('workDialogs.redeem.text', { title })}</p>
        <TextField
          label={t('workDialogs.redeem.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={error}
        />
        <p css={visuallyHidden} role="status">
          {error ?? ''}
        </p>
      </form>
    </Dialog>
  );
}
