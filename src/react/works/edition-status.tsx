import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/contract/api';
import { formatDate } from '../../core/format/date';
import { formatBytes } from '../../core/offline/storage';
import type { CardStatus } from '../../core/works/edition-actions';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { checkIcon } from '../components/icons/check';
import { trashIcon } from '../components/icons/trash';
import { Notice } from '../components/notice';
import { iconButton } from '../styles/recipes';
import { downloadedLine, progressBlock, removeButton } from './works.styles';
import './texts';

export interface EditionStatusProps {
  status: CardStatus;
  title: string;
  language: Language;
  onDownload(): void;
  onRemove(): void;
  onRetry(): void;
}

interface Message {
  tone: 'info' | 'warning' | 'danger';
  text: string;
  live?: boolean;
  action?: { label: string; run(): void };
}

/** The download line of an edition card: progress, a notice with its action, or "downloaded". */
export function EditionStatus({ status, title, language, ...on }: EditionStatusProps) {
  const { t } = useTranslation();
  const size = (bytes: number) => formatBytes(bytes, language);

  if (status.kind === 'preparing' || status.kind === 'downloading')
    return (
      <div css={progressBlock}>
        <progress
          {...(status.kind === 'downloading' ? { value: status.done, max: status.total } : {})}
          aria-label={t('works.downloadingLabel', { title })}
          part="progress"
        />
        <span aria-live="polite">
          {status.kind === 'preparing'
            ? t('works.preparing')
            : t('works.progress', { done: size(status.done), total: size(status.total) })}
        </span>
      </div>
    );

  if (status.kind === 'downloaded')
    return (
      <p css={downloadedLine}>
        <Icon shape={checkIcon} size={18} />
        <span>{t('works.downloadedInfo', { version: status.version, size: size(status.bytes) })}</span>
        <button
          type="button"
          css={[iconButton, removeButton]}
          onClick={on.onRemove}
          aria-label={t('works.remove')}
          title={t('works.remove')}
        >
          <Icon shape={trashIcon} size={18} />
        </button>
      </p>
    );

  const message = ((): Message | null => {
    switch (status.kind) {
      case 'waiting':
        return {
          tone: 'info',
          text: status.until
            ? t('works.notAvailableUntil', { time: formatDate(status.until) })
            : t('works.notAvailableYet'),
          action: { label: t('works.retry'), run: on.onRetry },
        };
      case 'interrupted':
        return {
          tone: 'warning',
          text: t('works.interrupted', { done: size(status.done), total: size(status.total) }),
          action: { label: t('works.resume'), run: on.onDownload },
        };
      case 'offline':
        return { tone: 'warning', text: t('errors.noConnection') };
      case 'failed':
        return {
          tone: 'danger',
          text: t('works.failed'),
          action: { label: t('works.retry'), run: on.onDownload },
        };
      case 'not-purchased':
        return { tone: 'danger', text: t('works.notPurchased') };
      case 'missing-files':
        return {
          tone: 'warning',
          text: t('errors.missingFiles'),
          live: false,
          action: { label: t('works.downloadAgain'), run: on.onDownload },
        };
      default:
        return null;
    }
  })();
  if (!message) return null;
  return (
    <Notice
      tone={message.tone}
      live={message.live !== false}
      action={
        message.action && (
          <Button variant="secondary" onClick={message.action.run}>
            {message.action.label}
          </Button>
        )
      }
    >
      {message.text}
    </Notice>
  );
}
