import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rehearsal } from '../../core/player/rehearsal/rehearsal';
import { Icon } from '../components/icon';
import { metronomeIcon } from '../components/icons/metronome';
import { PopoverMenu } from '../components/popover-menu';
import { menuRow, mutedNote } from '../styles/recipes';
import { ROOMY_PLAYER, toolButton } from './player.styles';
import './texts';

const trigger = css`
  ${toolButton};
  flex: none;
  > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  /* Counting in: the icon (and the label where it shows) in the accent colour. */
  [data-counting] {
    color: var(--choir-color-primary);
  }
  /* The icon alone but where the player is roomy, as the toolbar's other actions (its name stays the accessible one). */
  [data-label] {
    display: none;
    ${ROOMY_PLAYER} {
      display: inline;
    }
  }
`;

const list = css`
  display: grid;
  gap: 2px;
  button {
    ${menuRow(12, 48)};
    justify-content: space-between;
    padding-block: 6px;
  }
  button:disabled {
    color: var(--choir-color-muted);
    cursor: not-allowed;
  }
  [data-key] {
    min-width: 1.6em;
    padding: 1px 6px;
    border: 1px solid var(--choir-color-border);
    border-radius: 4px;
    color: var(--choir-color-muted);
    font: inherit;
    font-size: 0.8125rem;
    text-align: center;
  }
  p {
    ${mutedNote('0.8125rem')};
    padding: 4px 12px 6px;
  }
`;

export interface RehearseMenuProps {
  rehearsal: Rehearsal;
  onGoToBar(): void;
  /** Opens the marking tools (signed in only). */
  onMarkings?: (() => void) | undefined;
}

/** "Rehearse" in the player's toolbar: go to bar, count-in and starting pitches, with their keys. */
export function RehearseMenu({ rehearsal, onGoToBar, onMarkings }: RehearseMenuProps) {
  useSignals();
  const { t } = useTranslation();
  const counting = rehearsal.counting.value;
  const label = counting ? t('player.rehearse.countingIn') : t('player.rehearse.label');
  return (
    <PopoverMenu
      label={label}
      triggerCss={trigger}
      trigger={
        <span data-counting={counting || undefined}>
          <Icon shape={metronomeIcon} size={18} />
          <span data-label>{label}</span>
        </span>
      }
    >
      {(close) => (
        <RehearseEntries rehearsal={rehearsal} onGoToBar={onGoToBar} onMarkings={onMarkings} close={close} />
      )}
    </PopoverMenu>
  );
}

function RehearseEntries({ rehearsal, onGoToBar, onMarkings, close }: RehearseMenuProps & { close(): void }) {
  useSignals();
  const { t } = useTranslation();
  // Opened: the sounds load now, so a choice plays within its own click (iOS starts audio only then).
  useEffect(() => {
    void rehearsal.prepare();
  }, [rehearsal]);
  const canPlayPitches = rehearsal.canPlayPitches.value;
  const entry = (action: string, label: string, key: string | null, run: () => void, disabled = false) => (
    <button
      type="button"
      data-action={action}
      disabled={disabled}
      aria-keyshortcuts={key ?? undefined}
      onClick={() => {
        close();
        run();
      }}
    >
      {label}
      {key && (
        <span aria-hidden="true" data-key>
          {key.replace('Shift+', '⇧')}
        </span>
      )}
    </button>
  );
  return (
    <div css={list}>
      {entry('go-to-bar', t('player.rehearse.goToBar'), 'G', onGoToBar)}
      {entry(
        'count-in',
        rehearsal.counting.value ? t('player.rehearse.stopCountIn') : t('player.rehearse.countIn'),
        'C',
        rehearsal.countIn,
      )}
      {entry(
        'pitches',
        t('player.rehearse.pitches'),
        'P',
        () => rehearsal.playStartingPitches('one-by-one'),
        !canPlayPitches,
      )}
      {entry(
        'pitches-together',
        t('player.rehearse.pitchesTogether'),
        'Shift+P',
        () => rehearsal.playStartingPitches('together'),
        !canPlayPitches,
      )}
      {!canPlayPitches && <p>{t('player.rehearse.noPitches')}</p>}
      {onMarkings && entry('markings', t('player.rehearse.markings'), null, onMarkings)}
    </div>
  );
}
