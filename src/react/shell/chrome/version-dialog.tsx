import { useTranslation } from 'react-i18next';
import { CLIENT_SHA, CLIENT_VERSION } from '../../../core/build-info';
import { ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';

/** Version and build, with a feedback mail that carries both (requirements R2.22). */
export function VersionDialog({
  open,
  onClose,
  supportMail,
}: {
  open: boolean;
  onClose: () => void;
  supportMail: string;
}) {
  const { t } = useTranslation();
  const subject = encodeURIComponent(
    t('version.feedbackSubject', { version: CLIENT_VERSION, sha: CLIENT_SHA }),
  );
  return (
    <Dialog
      open={open}
      title={t('version.title')}
      onClose={onClose}
      cancelLabel={t('errors.ok')}
      actions={
        <ButtonLink href={`mailto:${supportMail}?subject=${subject}`}>{t('version.feedback')}</ButtonLink>
      }
    >
      <p>{t('version.text', { version: CLIENT_VERSION, sha: CLIENT_SHA })}</p>
    </Dialog>
  );
}
