import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { KeysMode } from '../../core/player/pedal-keys';
import type { PlayerController } from '../../core/player/player-controller';
import { ChipGroup } from '../components/chip-group';

/** Below the work's settings, in the dialog's form (whose labels are grids: these are rows). */
const fields = css`
  display: grid;
  gap: 14px;
  padding-top: 16px;
  border-top: 1px solid var(--choir-color-border);
  label {
    display: flex !important;
    gap: 10px;
  }
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: var(--choir-color-primary);
  }
  small {
    display: block;
  }
`;

const MODES: readonly KeysMode[] = ['pages', 'recording'];

/**
 * Page turns at the music stand, kept on this device for every work: what keys and pedals do,
 * whether the recording follows a page turned by hand, half-page turns.
 */
export function PageTurnFields({ player }: { player: PlayerController }) {
  useSignals();
  const { t } = useTranslation();
  const settings = player.pageTurnSettings.value;
  const save = player.savePageTurnSettings;
  const check = (name: 'recordingFollows' | 'halfPages', label: string, hint: string) => (
    <label>
      <input
        type="checkbox"
        checked={settings[name]}
        onChange={(event) => save({ [name]: event.target.checked })}
      />
      <span>
        {label}
        <small>{hint}</small>
      </span>
    </label>
  );
  return (
    <div css={fields} part="page-turns">
      <strong>{t('playerDialogs.turns.title')}</strong>
      <ChipGroup
        legend={t('playerDialogs.turns.keys')}
        options={MODES.map((mode) => ({ value: mode, label: t(`playerDialogs.turns.keysMode.${mode}`) }))}
        value={settings.keys}
        // One of the two is always chosen: pressing the chosen one again keeps it.
        onChange={(keys) => keys && save({ keys })}
        hint={t(settings.keys === 'pages' ? 'player.turns.keyboard' : 'player.keyboard')}
      />
      {check('recordingFollows', t('playerDialogs.turns.follows'), t('playerDialogs.turns.followsHint'))}
      {check('halfPages', t('playerDialogs.turns.halfPages'), t('playerDialogs.turns.halfPagesHint'))}
    </div>
  );
}
