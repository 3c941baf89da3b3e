import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import type { Programme } from '../../../core/programmes/programme-edits';
import { programmeItemPath } from '../../../core/programmes/programme-items';
import type { Works } from '../../../core/works/works';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { trashIcon } from '../../components/icons/trash';
import { Notice } from '../../components/notice';
import { useCore } from '../../hooks/use-core';
import { iconButton } from '../../styles/recipes';
import { ProgrammeEditor } from './programme-editor';
import { ProgrammeKeep } from './programme-keep';
import * as styles from './programmes.styles';
import { useProgrammes } from './use-programmes';
import './texts';

/** A concert date as the rest of the app writes days (DD.MM.YYYY). */
const day = (date: string) => date.split('-').reverse().join('.');

/**
 * "Programmes" in My works (issue 39): the user's programmes (one open for editing), a new one by
 * name, and those shared with the user's seats, read-only. What it does is the programmes
 * controller's (core/programmes/programmes-controller.ts); this renders its signals.
 */
export interface ProgrammesPanelProps {
  works: Works;
  locale: Locale;
}

export function ProgrammesPanel({ works, locale }: ProgrammesPanelProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const programmes = useProgrammes();
  const [name, setName] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const catalogue = works.catalogue.value?.editions ?? [];
  const language = core.language.value;
  const owns = (articleId: string) => core.purchases.owns(articleId);
  const problem = programmes.problem.value;
  const unsent = programmes.unsent.value;
  if (!core.auth.isLoggedIn.value) return null;

  const card = (programme: Programme, owner?: string) => (
    <li key={programme.id} css={styles.card} data-programme={programme.id}>
      <h3>{programme.name}</h3>
      <p css={styles.cardMeta}>
        {programme.date ? day(programme.date) : t('programmes.noDate')} ·{' '}
        {t('programmes.works', { count: programme.items.length })}
        {owner && ` · ${t('programmes.sharedBy', { owner })}`}
      </p>
      <div css={styles.actions}>
        {programme.items.length > 0 && (
          <AppLink
            css={styles.playLink}
            to={programmeItemPath(locale, programme.id, 0, programme.items[0]!.editionId)}
          >
            {t('programmes.play')}
          </AppLink>
        )}
        {!owner && (
          <>
            <Button variant="secondary" onClick={() => setOpenId(programme.id)}>
              {t('programmes.edit')}
            </Button>
            <button
              type="button"
              css={[iconButton, styles.pushedEnd]}
              aria-label={t('programmes.deleteLabel', { name: programme.name })}
              title={t('programmes.deleteLabel', { name: programme.name })}
              onClick={() => programmes.remove(programme.id)}
            >
              <Icon shape={trashIcon} size={20} />
            </button>
          </>
        )}
      </div>
      <ProgrammeKeep
        programmeId={programme.id}
        name={programme.name}
        items={programme.items}
        supported={works.downloads.supported}
      />
    </li>
  );

  const open = programmes.own.value.find((programme) => programme.id === openId);
  const shared = programmes.shared.value;

  return (
    <section css={styles.section} aria-labelledby="programmes-title" part="programmes">
      <h2 id="programmes-title">{t('programmes.title')}</h2>
      <p>{t('programmes.intro')}</p>
      <div aria-live="polite">
        {problem && (
          <Notice
            tone="danger"
            action={
              <Button variant="secondary" onClick={programmes.dismissProblem}>
                {t('programmes.dismiss')}
              </Button>
            }
          >
            {t(`programmes.problems.${problem}`)}
          </Notice>
        )}
        {unsent > 0 && <Notice tone="warning">{t('programmes.unsent', { count: unsent })}</Notice>}
      </div>
      <form
        css={styles.createRow}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          setOpenId(programmes.create(name.trim()));
          setName('');
        }}
      >
        <label css={styles.label}>
          {t('programmes.newName')}
          <input
            css={styles.input}
            value={name}
            placeholder={t('programmes.newPlaceholder')}
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={!name.trim()}>
          {t('programmes.create')}
        </Button>
      </form>
      {open && (
        <ProgrammeEditor
          key={open.id}
          programme={open}
          programmes={programmes}
          catalogue={catalogue}
          owns={owns}
          language={language}
          onDone={() => setOpenId(null)}
        />
      )}
      {programmes.own.value.length === 0 ? (
        <p css={styles.cardMeta}>{t('programmes.empty')}</p>
      ) : (
        <ul css={styles.cards} aria-label={t('programmes.title')}>
          {programmes.own.value.map((programme) => card(programme))}
        </ul>
      )}
      {shared.length > 0 && (
        <>
          <h2>{t('programmes.shared')}</h2>
          <ul css={styles.cards} aria-label={t('programmes.shared')}>
            {shared.map((programme) => card(programme, programme.owner))}
          </ul>
        </>
      )}
    </section>
  );
}
