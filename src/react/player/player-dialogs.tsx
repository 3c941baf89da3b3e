import { css } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Voice } from '../../core/contract/api';
import { VOICES } from '../../core/contract/constants';
import { localText } from '../../core/i18n/local-text';
import { checkPageNumber } from '../../core/player/jump-to-page';
import type { EditionManifest } from '../../core/score/manifest';
import { MAX_PAGE_TURN_OFFSET_MS } from '../../core/validation/options-form';
import { ChipGroup } from '../components/chip-group';
import { Dialog } from '../components/dialog';
import { musicIcon } from '../components/icons/music';
import { ScopeNote } from '../components/scope-note';
import { NumberDialog } from './number-dialog';

const tocList = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    width: 100%;
    padding: 12px 14px;
    border: 1px solid var(--choir-color-border);
    border-radius: var(--choir-radius-small);
    background: var(--choir-color-surface);
    color: var(--choir-color-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    border-color: var(--choir-color-primary);
  }
  button[aria-current='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary-soft);
  }
  b {
    grid-row: span 2;
    align-self: center;
    color: var(--choir-color-primary);
    font-variant-numeric: tabular-nums;
  }
  small {
    color: var(--choir-color-muted);
  }
`;

/** The table of contents: one entry per part, with its pages; picking one opens that part. */
export function TocDialog({
  open,
  manifest,
  pages,
  language,
  currentPart,
  onClose,
  onPick,
}: {
  open: boolean;
  manifest: EditionManifest;
  /** The page numbers of each part on the layout shown. */
  pages: readonly (readonly number[])[];
  language: Language;
  currentPart: number;
  onClose(): void;
  onPick(part: number): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('playerDialogs.contentsTitle')} onClose={onClose}>
      <ol css={tocList}>
        {manifest.parts.map((part) => {
          const first = pages[part.index]?.[0] ?? 0;
          const last = pages[part.index]?.at(-1) ?? first;
          return (
            <li key={part.index}>
              <button
                type="button"
                aria-current={part.index === currentPart}
                onClick={() => {
                  onClose();
                  onPick(part.index);
                }}
              >
                <b>{part.index + 1}</b>
                <span>{localText(part.title, language)}</span>
                <small>
                  {first === last
                    ? t('playerDialogs.partPage', { page: first })
                    : t('playerDialogs.partPages', { from: first, to: last })}
                </small>
              </button>
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}

const prose = css`
  color: var(--choir-color-text);
  p {
    margin: 0 0 12px;
    line-height: 1.6;
  }
`;

const editionBuild = css`
  margin: 16px 0 0;
  color: var(--choir-color-muted);
  font-size: 0.875rem;
`;

/**
 * "About the work" or "About the recording": the manifest's text (HTML, paragraphs only), then the
 * edition's version and git hash label, which support asks for.
 */
export function AboutDialog({
  open,
  title,
  html,
  edition,
  onClose,
}: {
  open: boolean;
  title: string;
  html: string;
  edition: { version: string; gitHash: string };
  onClose(): void;
}) {
  const { t } = useTranslation();
  // Sanitised when shown, with DOMPurify's code loaded then: the dialog renders with the player,
  // closed, and neither DOMPurify's set-up of a document per call (tens of milliseconds on a phone)
  // nor its code belongs to the player's first view.
  const [clean, setClean] = useState('');
  useEffect(() => {
    if (!open) return;
    let current = true;
    void import('dompurify').then(({ default: purifier }) => {
      const allowed = { ALLOWED_TAGS: ['p', 'em', 'strong', 'i', 'b', 'br'], ALLOWED_ATTR: [] };
      if (current) setClean(purifier.sanitize(html, allowed));
    });
    return () => {
      current = false;
    };
  }, [open, html]);
  return (
    <Dialog open={open} title={title} onClose={onClose} primary={{ label: t('options.ok') }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to paragraphs and emphasis. */}
      <div css={prose} dangerouslySetInnerHTML={{ __html: clean }} />
      <p css={editionBuild}>{t('playerDialogs.editionBuild', edition)}</p>
    </Dialog>
  );
}

/** Asks for a page number and refuses pages outside 1..n with a clear message. */
export function JumpDialog({
  open,
  pageCount,
  currentPage,
  onClose,
  onJump,
}: {
  open: boolean;
  pageCount: number;
  currentPage: number;
  onClose(): void;
  onJump(page: number): void;
}) {
  const { t } = useTranslation();
  return (
    <NumberDialog
      open={open}
      initial={String(currentPage)}
      title={t('playerDialogs.jump.title')}
      label={t('playerDialogs.jump.label', { max: pageCount })}
      goLabel={t('playerDialogs.jump.go')}
      name="jump"
      onClose={onClose}
      submit={(value) => {
        const check = checkPageNumber(value, pageCount);
        if (!check.ok) return t(check.error, { max: check.max });
        onClose();
        onJump(check.page);
        return null;
      }}
    />
  );
}

const settingsForm = css`
  display: grid;
  gap: 20px;
  color: var(--choir-color-text);
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input[type='range'] {
    width: 100%;
    accent-color: var(--choir-color-primary);
  }
  small {
    color: var(--choir-color-muted);
    font-weight: 400;
  }
`;

const checkRow = css`
  display: flex !important;
  align-items: center;
  gap: 12px;
  input {
    width: 22px;
    height: 22px;
    accent-color: var(--choir-color-primary);
  }
`;

export interface WorkSettingsValues {
  voice: Voice | '';
  showHighlighter: boolean;
  lookaheadMilliseconds: number;
}

/** The settings kept for this work: voice, highlighter and the page-turn lookahead; `children`: the device's. */
export function WorkSettingsDialog({
  open,
  workTitle,
  values,
  onChange,
  onClose,
  children,
}: {
  open: boolean;
  /** The work's title, which the dialog names first (its settings are not the app's options). */
  workTitle: string;
  values: WorkSettingsValues;
  onChange(patch: Partial<WorkSettingsValues>): void;
  onClose(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('player.workSettings')}
      onClose={onClose}
      primary={{ label: t('options.ok') }}
      accent="var(--choir-color-cover-rule)"
    >
      <div css={settingsForm}>
        <ScopeNote scope="work" icon={musicIcon} name={workTitle} text={t('playerDialogs.settingsHint')} />
        <ChipGroup
          legend={t('player.voice')}
          options={VOICES.map((voice) => ({ value: voice, label: t(`voices.${voice}`) }))}
          value={values.voice}
          onChange={(voice) => onChange({ voice })}
          hint={t('options.voiceHint')}
        />
        <label css={checkRow}>
          <input
            type="checkbox"
            checked={values.showHighlighter}
            onChange={(event) => onChange({ showHighlighter: event.target.checked })}
          />
          {t('player.highlighter')}
        </label>
        <label>
          <span>
            {t('playerDialogs.lookahead')}:{' '}
            {t('playerDialogs.lookaheadValue', { ms: values.lookaheadMilliseconds })}
          </span>
          <input
            type="range"
            min={0}
            max={MAX_PAGE_TURN_OFFSET_MS}
            step={250}
            value={values.lookaheadMilliseconds}
            onChange={(event) => onChange({ lookaheadMilliseconds: Number(event.target.value) })}
            aria-valuetext={t('playerDialogs.lookaheadValue', { ms: values.lookaheadMilliseconds })}
          />
          <small>{t('playerDialogs.lookaheadHint')}</small>
        </label>
        {children}
      </div>
    </Dialog>
  );
}
