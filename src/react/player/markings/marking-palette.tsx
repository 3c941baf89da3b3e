import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { MARKING_SIGNS, REHEARSAL_LETTERS } from '../../../core/contract/markings-limits';
import {
  MARKING_COLOURS,
  type MarkingsController,
  type MarkingTool,
} from '../../../core/markings/markings-controller';
import type { MarkingStamp } from '../../../core/markings/model';
import { Icon } from '../../components/icon';
import { Notice } from '../../components/notice';
import { printIcon, redoIcon, TOOL_ICONS, undoIcon } from './marking-icons';
import { check, field, group, note, palette, row, swatch, tool, toolWord } from './marking-palette.styles';

const TOOLS: MarkingTool[] = ['pen', 'highlighter', 'eraser', 'text', 'stamp'];
const DYNAMICS = new Set<string>(['pp', 'p', 'mp', 'mf', 'f', 'ff']);

export interface MarkingPaletteProps {
  markings: MarkingsController;
  /** Own markings on bars the open version lacks. */
  unplaced: number;
  /** A choir pack the user bought, whose seat holders can be given the markings. */
  pack: string | null;
  onPrint(): void;
  onClose(): void;
}

/** The marking tools above the score: tool, stamp or text, colour, undo and redo, and the switches. */
export function MarkingPalette({ markings, unplaced, pack, onPrint, onClose }: MarkingPaletteProps) {
  useSignals();
  const { t } = useTranslation();
  const current = markings.tool.value;
  const stampName = (stamp: string) =>
    DYNAMICS.has(stamp)
      ? stamp
      : stamp.startsWith('letter-')
        ? t('markings.stamps.letter', { letter: stamp.slice(7) })
        : t(`markings.stamps.${stamp}`);
  const owners = markings.shared.value.map((layer) => layer.owner).filter(Boolean);
  const refused = markings.refused.value;
  return (
    <div css={palette} part="markings-palette" data-loaded={markings.loaded.value || undefined}>
      <div css={row} role="toolbar" aria-label={t('markings.palette')}>
        <div css={group}>
          {TOOLS.map((name) => (
            <button
              key={name}
              type="button"
              css={tool}
              aria-pressed={current === name}
              data-marking-tool={name}
              onClick={() => markings.pick(name)}
              title={t(`markings.tools.${name}`)}
            >
              <Icon shape={TOOL_ICONS[name]} size={20} />
              <span css={toolWord}>{t(`markings.tools.${name}`)}</span>
            </button>
          ))}
        </div>
        {current === 'stamp' && (
          <label css={check}>
            <span css={toolWord}>{t('markings.stampLabel')}</span>
            <select
              css={field}
              value={markings.stamp.value}
              aria-label={t('markings.stampLabel')}
              onChange={(event) => {
                markings.stamp.value = event.target.value as MarkingStamp;
              }}
            >
              {[...MARKING_SIGNS, ...REHEARSAL_LETTERS].map((stamp) => (
                <option key={stamp} value={stamp}>
                  {stampName(stamp)}
                </option>
              ))}
            </select>
          </label>
        )}
        {current === 'text' && (
          <input
            css={field}
            type="text"
            maxLength={500}
            value={markings.text.value}
            aria-label={t('markings.textLabel')}
            placeholder={t('markings.textLabel')}
            title={t('markings.textHint')}
            onChange={(event) => {
              markings.text.value = event.target.value;
            }}
          />
        )}
        <div css={group}>
          {MARKING_COLOURS.map((colour, index) => (
            <button
              key={colour}
              type="button"
              css={swatch}
              style={{ background: colour }}
              aria-pressed={markings.colour.value === colour}
              aria-label={t('markings.colour', { n: index + 1 })}
              onClick={() => {
                markings.colour.value = colour;
              }}
            />
          ))}
        </div>
        <div css={group}>
          <button
            type="button"
            css={tool}
            disabled={!markings.canUndo.value}
            onClick={markings.undo}
            title={t('markings.undo')}
          >
            <Icon shape={undoIcon} size={20} label={t('markings.undo')} />
          </button>
          <button
            type="button"
            css={tool}
            disabled={!markings.canRedo.value}
            onClick={markings.redo}
            title={t('markings.redo')}
          >
            <Icon shape={redoIcon} size={20} label={t('markings.redo')} />
          </button>
        </div>
        <label css={check}>
          <input
            type="checkbox"
            checked={markings.stylusOnly.value}
            onChange={(event) => {
              markings.stylusOnly.value = event.target.checked;
            }}
          />
          {t('markings.stylusOnly')}
        </label>
        <label css={check}>
          <input
            type="checkbox"
            data-markings-toggle
            checked={markings.shown.value}
            onChange={(event) => {
              markings.shown.value = event.target.checked;
            }}
          />
          {t('markings.show')}
        </label>
        {pack && (
          <label css={check}>
            <input
              type="checkbox"
              checked={markings.sharedWith.value === pack}
              onChange={(event) => void markings.share(event.target.checked ? pack : null)}
            />
            {t('markings.share', { pack })}
          </label>
        )}
        <button
          type="button"
          css={tool}
          onClick={onPrint}
          data-action="print-markings"
          title={t('markings.print')}
        >
          <Icon shape={printIcon} size={20} />
          <span css={toolWord}>{t('markings.print')}</span>
        </button>
        <button type="button" css={tool} onClick={onClose}>
          {t('markings.close')}
        </button>
      </div>
      {current === 'text' && <p css={note}>{t('markings.textHint')}</p>}
      {owners.length > 0 && <p css={note}>{t('markings.shared', { names: owners.join(', ') })}</p>}
      {unplaced > 0 && <p css={note}>{t('markings.unplaced', { count: unplaced })}</p>}
      {refused && (
        <Notice tone="warning" live>
          {t(refused === 'markings-too-large' ? 'markings.tooLarge' : 'markings.refused')}
        </Notice>
      )}
    </div>
  );
}
