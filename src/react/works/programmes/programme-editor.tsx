import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueItemDto, Language, SeatPackDto } from '../../../core/contract/api';
import { PROGRAMME_LIMITS } from '../../../core/contract/programme-limits';
import { localText } from '../../../core/i18n/local-text';
import type { Programme } from '../../../core/programmes/programme-edits';
import { itemViews, type ProgrammeItemView } from '../../../core/programmes/programme-items';
import type { Programmes } from '../../../core/programmes/programmes-controller';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { chevronLeftIcon } from '../../components/icons/chevron-left';
import { chevronRightIcon } from '../../components/icons/chevron-right';
import { closeIcon } from '../../components/icons/close';
import { iconButton } from '../../styles/recipes';
import * as styles from './programmes.styles';

const up = css`
  transform: rotate(90deg);
`;

/** The movements to choose from: none for a work in one part. */
const partNumbers = (parts: number) => (parts > 1 ? [...Array(parts).keys()] : []);

/** What one item is called: the work, and the movement when it is one. */
export function itemLabel(view: ProgrammeItemView, t: TFunction): string {
  const title = view.title ?? t('programmes.unknownWork');
  return view.item.part === undefined
    ? title
    : t('programmes.movementOf', { number: view.item.part + 1, title });
}

/** One programme's fields and its works, edited in place (each change is kept at once). */
export function ProgrammeEditor({
  programme,
  programmes,
  catalogue,
  owns,
  language,
  onDone,
}: {
  programme: Programme;
  programmes: Programmes;
  catalogue: readonly CatalogueItemDto[];
  owns: (articleId: string) => boolean;
  language: Language;
  onDone: () => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const { id } = programme;
  const views = itemViews(programme.items, catalogue, owns, language);
  const mine = catalogue.filter((edition) => edition.purchased || owns(edition.articleId));
  const [editionId, setEditionId] = useState(mine[0]?.articleId ?? '');
  const [part, setPart] = useState('');
  const chosen = catalogue.find((edition) => edition.articleId === editionId);
  const full = programme.items.length >= PROGRAMME_LIMITS.items;
  const [packs, setPacks] = useState<SeatPackDto[]>([]);
  useEffect(() => {
    let current = true;
    void programmes.packs().then((list) => current && setPacks(list));
    return () => {
      current = false;
    };
  }, [programmes]);

  return (
    <section css={styles.editor} aria-label={programme.name} data-programme={id}>
      <div css={styles.fieldsRow}>
        <label css={styles.label}>
          {t('programmes.name')}
          <input
            css={styles.input}
            value={programme.name}
            maxLength={PROGRAMME_LIMITS.name}
            required
            onChange={(event) => programmes.setText(id, 'name', event.target.value)}
          />
        </label>
        <label css={styles.label}>
          {t('programmes.date')}
          <input
            css={styles.input}
            type="date"
            value={programme.date ?? ''}
            onChange={(event) => programmes.setDate(id, event.target.value || null)}
          />
        </label>
      </div>
      <label css={styles.label}>
        {t('programmes.notes')}
        <textarea
          css={styles.textarea}
          value={programme.notes}
          maxLength={PROGRAMME_LIMITS.notes}
          onChange={(event) => programmes.setText(id, 'notes', event.target.value)}
        />
      </label>

      <div css={styles.itemsBlock}>
        <span>{t('programmes.items')}</span>
        {views.length === 0 ? (
          <p css={styles.cardMeta}>{t('programmes.noItems')}</p>
        ) : (
          <ol css={styles.itemList}>
            {views.map((view, index) => {
              const title = itemLabel(view, t);
              return (
                <li key={view.item.id} css={styles.itemRow}>
                  <span css={styles.itemTitle}>
                    <span>{title}</span>
                    {!view.owned && <small css={styles.previewNote}>{t('programmes.notOwned')}</small>}
                  </span>
                  <span css={styles.itemButtons}>
                    <button
                      type="button"
                      css={[iconButton, up]}
                      disabled={index === 0}
                      aria-label={t('programmes.moveUp', { title })}
                      title={t('programmes.moveUp', { title })}
                      onClick={() => programmes.moveItem(id, view.item.id, index - 1)}
                    >
                      <Icon shape={chevronLeftIcon} size={20} />
                    </button>
                    <button
                      type="button"
                      css={[iconButton, up]}
                      disabled={index === views.length - 1}
                      aria-label={t('programmes.moveDown', { title })}
                      title={t('programmes.moveDown', { title })}
                      onClick={() => programmes.moveItem(id, view.item.id, index + 1)}
                    >
                      <Icon shape={chevronRightIcon} size={20} />
                    </button>
                    <button
                      type="button"
                      css={iconButton}
                      aria-label={t('programmes.remove', { title })}
                      title={t('programmes.remove', { title })}
                      onClick={() => programmes.removeItem(id, view.item.id)}
                    >
                      <Icon shape={closeIcon} size={20} />
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </div>

      {mine.length > 0 && (
        <form
          css={styles.addRow}
          aria-label={t('programmes.addWork')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            programmes.addItem(id, {
              editionId: chosen.articleId,
              ...(part === '' ? {} : { part: Number(part) }),
            });
          }}
        >
          <label css={styles.label}>
            {t('programmes.whichWork')}
            <select
              css={styles.input}
              value={editionId}
              onChange={(event) => {
                setEditionId(event.target.value);
                setPart('');
              }}
            >
              {mine.map((edition) => (
                <option key={edition.articleId} value={edition.articleId}>
                  {localText(edition.title, language)}
                </option>
              ))}
            </select>
          </label>
          <label css={styles.label}>
            {t('programmes.whichPart')}
            <select css={styles.input} value={part} onChange={(event) => setPart(event.target.value)}>
              <option value="">{t('programmes.wholeWork')}</option>
              {partNumbers(chosen?.parts ?? 0).map((index) => (
                <option key={`part-${index}`} value={String(index)}>
                  {t('programmes.movement', { number: index + 1 })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" disabled={!chosen || full}>
            {t('programmes.add')}
          </Button>
        </form>
      )}

      {packs.length > 0 && (
        <label css={styles.label}>
          {t('programmes.shareWith')}
          <select
            css={styles.input}
            value={programme.sharedWith ?? ''}
            onChange={(event) => programmes.share(id, event.target.value || null)}
          >
            <option value="">{t('programmes.notShared')}</option>
            {packs.map((pack) => (
              <option key={pack.articleId} value={pack.articleId}>
                {t('programmes.pack', { id: pack.articleId, count: pack.seats })}
              </option>
            ))}
          </select>
        </label>
      )}

      <div css={styles.actions}>
        <Button onClick={onDone}>{t('programmes.close')}</Button>
      </div>
    </section>
  );
}
