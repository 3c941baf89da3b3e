import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueItemDto, Language, Voice } from '../../core/contract/api';
import type { ArticleDownloads } from '../../core/downloads/download-manager';
import { formatBytes } from '../../core/downloads/storage';
import type { WorkActions } from '../../core/editions/works';
import { formatCatalogueNumber } from '../../core/format/catalogue-number';
import { formatClock } from '../../core/format/clock';
import { formatCents } from '../../core/format/currency';
import { formatDate } from '../../core/format/date';
import { localText } from '../../core/i18n/local-text';
import { Button, ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { cartIcon } from '../components/icons/cart';
import { checkIcon } from '../components/icons/check';
import { downloadIcon } from '../components/icons/download';
import { eyeIcon } from '../components/icons/eye';
import { musicIcon } from '../components/icons/music';
import { trashIcon } from '../components/icons/trash';
import { Notice } from '../components/notice';
import { badge, bareFieldset, iconButton, tones } from '../styles/recipes';
import { SMALL_SCREEN, visuallyHidden } from '../styles/theme';
import './texts';

const card = css`
  position: relative;
  display: grid;
  grid-template-columns: 118px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  gap: 8px 20px;
  padding: 20px;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius);
  background: var(--choir-color-surface);
  box-shadow: var(--choir-shadow);
  ${SMALL_SCREEN} {
    grid-template-columns: 64px minmax(0, 1fr);
    gap: 10px 14px;
    padding: 16px;
  }
`;

/** A printed-score cover: cream paper, a frame, the title in a serif face. */
const cover = css`
  grid-row: 1 / span 2;
  align-self: start;
  display: grid;
  align-content: space-between;
  aspect-ratio: 3 / 4;
  padding: 10px 9px;
  border: 1px solid #d8ceb8;
  border-radius: 4px;
  background: linear-gradient(160deg, #fbf7ee 0%, #f1e9d6 100%);
  box-shadow: inset 0 0 0 4px #fbf7ee, inset 0 0 0 5px #c9b993;
  color: #4a3b1f;
  font-family: Georgia, 'Times New Roman', serif;
  text-align: center;
  overflow: hidden;
  small {
    font-family: var(--choir-font-family);
    font-size: 0.5625rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: #7a6842;
  }
  strong {
    font-size: 0.875rem;
    line-height: 1.2;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  ${SMALL_SCREEN} {
    grid-row: 1;
    padding: 6px 5px;
    strong {
      font-size: 0.5625rem;
    }
    small {
      display: none;
    }
  }
`;

const body = css`
  display: grid;
  gap: 8px;
  align-content: start;
  min-width: 0;
  ${SMALL_SCREEN} {
    &:last-of-type {
      grid-column: 1 / -1;
    }
  }
  h2 {
    margin: 0;
    font-size: 1.1875rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
`;

const muted = css`
  color: var(--choir-color-muted);
  font-size: 0.9375rem;
`;

const badges = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  min-height: 0;
  &:empty {
    display: none;
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  color: var(--choir-color-muted);
  font-size: 0.875rem;
`;

const voiceChips = css`
  display: inline-flex;
  gap: 3px;
  abbr {
    display: inline-grid;
    place-items: center;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: var(--choir-color-background);
    border: 1px solid var(--choir-color-border);
    font-size: 0.6875rem;
    font-weight: 700;
    text-decoration: none;
    color: var(--choir-color-text);
  }
`;

const priceRow = css`
  display: flex;
  align-items: baseline;
  gap: 10px;
  font-size: 1.125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
`;

const progressBlock = css`
  display: grid;
  gap: 4px;
  font-size: 0.875rem;
  color: var(--choir-color-muted);
  progress {
    width: 100%;
    height: 8px;
    appearance: none;
    border: none;
    border-radius: 999px;
    overflow: hidden;
    background: var(--choir-color-primary-soft);
    accent-color: var(--choir-color-primary);
  }
  progress::-webkit-progress-bar {
    background: var(--choir-color-primary-soft);
  }
  progress::-webkit-progress-value {
    background: var(--choir-color-primary);
    border-radius: 999px;
    transition: width 120ms linear;
  }
  span {
    font-variant-numeric: tabular-nums;
  }
`;

const downloadedLine = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9375rem;
  color: var(--choir-color-success);
  font-weight: 600;
`;

const VOICE_LETTERS: Record<Voice, string> = { soprano: 'S', alto: 'A', tenore: 'T', basso: 'B' };

export interface EditionCardProps {
  item: CatalogueItemDto;
  actions: WorkActions;
  downloads: ArticleDownloads;
  language: Language;
  purchaseHref: string;
  signedIn: boolean;
  onOpen(): void;
  onPreview(): void;
  onDownload(): void;
  onRemove(): void;
  onRedeem(): void;
  onPurchase(event: React.MouseEvent<HTMLAnchorElement>): void;
  /** Re-checks a just-purchased edition ("Try again"). */
  onRetry(): void;
}

/** One edition of the list: cover, badges, composers, price, download state and actions. */
export function EditionCard(props: EditionCardProps) {
  const { item, actions: can, downloads, language } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const title = localText(item.title, language);
  const size = (bytes: number) => formatBytes(bytes, language);
  const task = downloads.task;
  const busy = task.phase === 'preparing' || task.phase === 'downloading';
  const local = downloads.local;
  const failed = task.phase === 'failed' ? task.problem : null;

  /** A notice about the download: waiting for the purchase, interrupted, failed, files missing. */
  function statusMessage(): {
    tone: 'info' | 'warning' | 'danger';
    text: string;
    live?: boolean;
    action?: { label: string; run(): void };
  } | null {
    if (failed?.kind === 'not-available-yet' || (can.availableAt && !failed))
      return {
        tone: 'info',
        text: can.availableAt
          ? t('works.notAvailableUntil', { time: formatDate(can.availableAt) })
          : t('works.notAvailableYet'),
        action: { label: t('works.retry'), run: props.onRetry },
      };
    if (failed?.kind === 'interrupted' && task.phase === 'failed')
      return {
        tone: 'warning',
        text: t('works.interrupted', { done: size(task.bytesDone ?? 0), total: size(task.bytesTotal ?? 0) }),
        action: { label: t('works.resume'), run: props.onDownload },
      };
    if (failed?.kind === 'offline') return { tone: 'warning', text: t('errors.noConnection') };
    if (failed?.kind === 'failed')
      return {
        tone: 'danger',
        text: t('works.failed'),
        action: { label: t('works.retry'), run: props.onDownload },
      };
    if (failed?.kind === 'not-purchased') return { tone: 'danger', text: t('works.notPurchased') };
    if (can.missingFiles)
      return {
        tone: 'warning',
        text: t('errors.missingFiles'),
        live: false,
        action: { label: t('works.downloadAgain'), run: props.onDownload },
      };
    return null;
  }

  const composers = item.composers
    .map((c) => {
      const years = c.born && c.died ? ` (${c.born}–${c.died})` : '';
      return `${c.name}${years}${c.role ? `, ${localText(c.role, language)}` : ''}`;
    })
    .join(' · ');

  const message = statusMessage();
  let status: React.ReactNode = null;
  if (task.phase === 'preparing' || task.phase === 'downloading') {
    const done = task.phase === 'downloading' ? task.bytesDone : 0;
    const total = task.phase === 'downloading' ? task.bytesTotal : 0;
    status = (
      <div css={progressBlock}>
        <progress
          {...(task.phase === 'downloading' ? { value: done, max: total } : {})}
          aria-label={t('works.downloadingLabel', { title })}
          part="progress"
        />
        <span aria-live="polite">
          {task.phase === 'preparing'
            ? t('works.preparing')
            : t('works.progress', { done: size(done), total: size(total) })}
        </span>
      </div>
    );
  } else if (message) {
    status = (
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
  } else if (local && can.downloaded) {
    status = (
      <p css={downloadedLine}>
        <Icon shape={checkIcon} size={18} />
        <span>{t('works.downloadedInfo', { version: local.version, size: size(local.bytes) })}</span>
        <button
          type="button"
          css={[iconButton, css`width: 36px; height: 36px; color: var(--choir-color-muted);`]}
          onClick={props.onRemove}
          aria-label={t('works.remove')}
          title={t('works.remove')}
        >
          <Icon shape={trashIcon} size={18} />
        </button>
      </p>
    );
  }

  return (
    <article css={card} aria-labelledby={titleId} data-article-id={item.articleId} part="edition">
      <div css={cover} aria-hidden="true">
        <small>choir coach</small>
        <strong>{title}</strong>
        <small>{formatCatalogueNumber(item.catalogueNumber)}</small>
      </div>
      <div css={body}>
        <div css={badges}>
          {can.purchased && (
            <span css={[badge, tones.success]} part="badge purchased">
              <Icon shape={checkIcon} size={14} />
              {t('works.badges.purchased')}
            </span>
          )}
          {item.onSale && !can.purchased && (
            <span css={[badge, tones.danger]} part="badge on-sale">
              {t('works.badges.onSale')}
            </span>
          )}
          {item.offer && !can.purchased && (
            <span css={[badge, tones.warning]} part="badge offer">
              {t('works.badges.offer')}
            </span>
          )}
          {item.previewOnly && (
            <span css={[badge, tones.info]} part="badge preview-only">
              {t('works.badges.previewOnly')}
            </span>
          )}
          {can.downloaded && (
            <span css={[badge, tones.info]} part="badge downloaded">
              <Icon shape={downloadIcon} size={14} />
              {t('works.badges.downloaded')}
            </span>
          )}
          {can.newerVersion && (
            <span css={[badge, tones.warning]} part="badge update">
              {t('works.badges.update', { version: can.newerVersion })}
            </span>
          )}
        </div>
        <h2 id={titleId}>{title}</h2>
        {item.subtitle && <p css={muted}>{localText(item.subtitle, language)}</p>}
      </div>
      <div css={body}>
        <p css={muted}>{composers}</p>
        <p css={meta}>
          <span>{t('works.catalogueNumber', { number: formatCatalogueNumber(item.catalogueNumber) })}</span>
          {item.parts > 1 && <span>{t('works.movements', { count: item.parts })}</span>}
          {item.pages > 0 && <span>{t('works.pages', { count: item.pages })}</span>}
          {item.durationMs > 0 && <span>{formatClock(item.durationMs)}</span>}
          <span css={voiceChips} title={item.voices.map((v) => t(`voices.${v}`)).join(', ')}>
            {item.voices.map((voice) => (
              <abbr key={voice} title={t(`voices.${voice}`)}>
                {VOICE_LETTERS[voice]}
              </abbr>
            ))}
          </span>
        </p>
        {!can.purchased && (
          <p css={priceRow}>
            <span css={visuallyHidden}>{t('works.price')}: </span>
            <span data-price>{formatCents(item.priceCents)}</span>
          </p>
        )}
        {status}
        <fieldset css={[bareFieldset, actions]}>
          <legend css={visuallyHidden}>{t('works.actions', { title })}</legend>
          {can.canOpen && (
            <Button onClick={props.onOpen} part="open">
              <Icon shape={musicIcon} size={18} />
              {t('works.open')}
            </Button>
          )}
          {can.canDownload &&
            !busy &&
            !can.downloaded &&
            !can.missingFiles &&
            !can.availableAt &&
            failed?.kind !== 'interrupted' && (
              <Button variant="secondary" onClick={props.onDownload} part="download">
                <Icon shape={downloadIcon} size={18} />
                {t('works.download')}
              </Button>
            )}
          {can.canDownload && !busy && can.newerVersion && (
            <Button variant="secondary" onClick={props.onDownload} part="download">
              <Icon shape={downloadIcon} size={18} />
              {t('works.downloadVersion', { version: can.newerVersion })}
            </Button>
          )}
          {!can.canOpen && (
            <Button
              variant={can.purchased ? 'primary' : 'secondary'}
              onClick={props.onPreview}
              part="preview"
            >
              <Icon shape={eyeIcon} size={18} />
              {t('works.openPreview')}
            </Button>
          )}
          {!can.purchased && (
            <ButtonLink
              href={props.purchaseHref}
              target="_blank"
              rel="noopener"
              onClick={props.onPurchase}
              aria-label={t('works.purchaseLabel', { title })}
              part="purchase"
            >
              <Icon shape={cartIcon} size={18} />
              {t('works.purchase')}
            </ButtonLink>
          )}
          {!can.purchased && props.signedIn && !item.previewOnly && (
            <Button variant="link" onClick={props.onRedeem} part="redeem">
              {t('works.redeem')}
            </Button>
          )}
        </fieldset>
      </div>
    </article>
  );
}
