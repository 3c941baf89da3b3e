import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION, clientSha } from '../../../core/build-info';
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
  const build = { version: CLIENT_VERSION, sha: clientSha() };
  const subject = encodeURIComponent(t('version.feedbackSubject', build));
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
      <p>{t('version.text', build)}</p>
    </Dialog>
  );
}
