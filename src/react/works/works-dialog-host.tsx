import { useSignals } from '@preact/signals-react/runtime';
import { localText } from '../../core/i18n/local-text';
import type { WorksScreenController } from '../../core/works/works-screen-controller';
import { useCore } from '../hooks/use-core';
import type { StorageInfo } from '../hooks/use-works';
import { DownloadProblemDialog, NewerVersionDialog, RedeemDialog } from './work-dialogs';

const DEFAULT_SUPPORT_MAIL = 'support@choir-coach.example';

/**
 * The list's dialogs (at most one open): a download problem, a newer version, redeem a code. Loaded
 * with them on first need (lazy-dialogs.ts), so the list's first view carries neither.
 */
export function WorksDialogHost({
  screen,
  storage,
  supportMail,
}: {
  screen: WorksScreenController;
  storage: StorageInfo;
  /** The screen's own address for support, else the page's, else ours. */
  supportMail: string | undefined;
}) {
  useSignals();
  const core = useCore();
  const dialog = screen.dialog.value;
  const title = dialog ? localText(dialog.item.title, core.language.value) : '';
  return (
    <>
      <DownloadProblemDialog
        problem={dialog?.kind === 'problem' ? dialog.problem : null}
        title={title}
        articleId={dialog?.item.articleId ?? ''}
        supportMail={supportMail ?? core.config.value.supportMail ?? DEFAULT_SUPPORT_MAIL}
        onClose={screen.close}
        onDownloadAgain={() => dialog && screen.download(dialog.item)}
        onRequestPersistence={() => void storage.request()}
      />
      <NewerVersionDialog
        open={dialog?.kind === 'newer'}
        title={title}
        current={dialog?.kind === 'newer' ? dialog.current : ''}
        latest={dialog?.item.latestVersion ?? ''}
        onClose={screen.close}
        onDownload={() => dialog && screen.download(dialog.item)}
        onOpenCurrent={() => dialog && screen.open(dialog.item, true)}
      />
      <RedeemDialog
        articleId={dialog?.kind === 'redeem' ? dialog.item.articleId : null}
        title={title}
        onClose={screen.close}
        onRedeemed={screen.redeemed}
      />
    </>
  );
}
