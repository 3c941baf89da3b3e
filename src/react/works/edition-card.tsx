import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueItemDto, Language, Voice } from '../../core/contract/api';
import { formatCatalogueNumber } from '../../core/format/catalogue-number';
import { formatClock } from '../../core/format/clock';
import { formatCents } from '../../core/format/currency';
import { localText } from '../../core/i18n/local-text';
import { cardButtons, cardStatus, composerLine } from '../../core/works/edition-actions';
import type { WorksScreenController } from '../../core/works/works-screen-controller';
import { Button, ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { cartIcon } from '../components/icons/cart';
import { checkIcon } from '../components/icons/check';
import { downloadIcon } from '../components/icons/download';
import { eyeIcon } from '../components/icons/eye';
import { musicIcon } from '../components/icons/music';
import { badge, bareFieldset, tones } from '../styles/recipes';
import { visuallyHidden } from '../styles/theme';
import { EditionStatus } from './edition-status';
import {
  actionRow,
  badges,
  body,
  card,
  cover,
  meta,
  muted,
  oldPrice,
  priceRow,
  voiceChips,
} from './works.styles';
import './texts';

const VOICE_LETTERS: Record<Voice, string> = { soprano: 'S', alto: 'A', tenore: 'T', basso: 'B' };

export interface EditionCardProps {
  item: CatalogueItemDto;
  /** What the card's buttons do, and what the edition offers in its download state. */
  screen: WorksScreenController;
  language: Language;
}

/** One edition of the list: cover, badges, composers, price, download state and actions. */
export function EditionCard({ item, screen, language }: EditionCardProps) {
  useSignals();
  const can = screen.actionsOf(item);
  const downloads = screen.downloadsOf(item);
  const { t } = useTranslation();
  const titleId = useId();
  const title = localText(item.title, language);
  const buttons = cardButtons(item, can, downloads.task, screen.signedIn.value);

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
              {item.regularPriceCents
                ? t('works.badges.onSaleWas', { price: formatCents(item.regularPriceCents) })
                : t('works.badges.onSale')}
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
        <p css={muted}>{composerLine(item, language)}</p>
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
            {item.onSale && item.regularPriceCents ? (
              <>
                <s css={oldPrice} data-regular-price>
                  <span css={visuallyHidden}>{t('works.regularPrice')} </span>
                  {formatCents(item.regularPriceCents)}
                </s>{' '}
              </>
            ) : null}
            <span data-price>{formatCents(item.priceCents)}</span>
          </p>
        )}
        <EditionStatus
          status={cardStatus(can, downloads)}
          title={title}
          language={language}
          onDownload={() => screen.download(item)}
          onRemove={() => screen.remove(item)}
          // Re-checks a just-purchased edition ("Try again").
          onRetry={() => void screen.retry(item)}
        />
        <fieldset css={[bareFieldset, actionRow]}>
          <legend css={visuallyHidden}>{t('works.actions', { title })}</legend>
          {buttons.open && (
            <Button onClick={() => screen.open(item)} part="open">
              <Icon shape={musicIcon} size={18} />
              {t('works.open')}
            </Button>
          )}
          {buttons.download && (
            <Button variant="secondary" onClick={() => screen.download(item)} part="download">
              <Icon shape={downloadIcon} size={18} />
              {t('works.download')}
            </Button>
          )}
          {buttons.downloadVersion && (
            <Button variant="secondary" onClick={() => screen.download(item)} part="download">
              <Icon shape={downloadIcon} size={18} />
              {t('works.downloadVersion', { version: buttons.downloadVersion })}
            </Button>
          )}
          {buttons.preview && (
            <Button
              variant={buttons.previewPrimary ? 'primary' : 'secondary'}
              onClick={() => screen.preview(item)}
              part="preview"
            >
              <Icon shape={eyeIcon} size={18} />
              {t('works.openPreview')}
            </Button>
          )}
          {buttons.purchase && (
            <ButtonLink
              href={screen.purchaseHref(item)}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                if (!screen.purchase(item)) event.preventDefault();
              }}
              aria-label={t('works.purchaseLabel', { title })}
              part="purchase"
            >
              <Icon shape={cartIcon} size={18} />
              {t('works.purchase')}
            </ButtonLink>
          )}
          {buttons.redeem && (
            <Button variant="link" onClick={() => screen.redeem(item)} part="redeem">
              {t('works.redeem')}
            </Button>
          )}
        </fieldset>
      </div>
    </article>
  );
}
