import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS_MODES } from '../../core/player/pedal-keys';
import type { PlayerController } from '../../core/player/player-controller';
import { bareFieldset, mutedNote } from '../styles/recipes';
import './texts';

const fields = css`
  display: grid;
  gap: 14px;
  padding-top: 16px;
  border-top: 1px solid var(--choir-color-border);
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 700;
  }
  label {
    display: flex !important;
    align-items: flex-start;
    gap: 12px;
    font-weight: 600;
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
    font-weight: 400;
  }
`;

const choices = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-top: 6px;
`;

const hint = mutedNote('0.875rem');

/**
 * Page turns at the music stand, kept on this device for every work: what keys and pedals do,
 * whether the recording follows a page turned by hand, half-page turns.
 */
export function PageTurnFields({ player }: { player: PlayerController }) {
  useSignals();
  const { t } = useTranslation();
  const settings = player.pageTurnSettings.value;
  const save = player.savePageTurnSettings;
  const id = useId();
  return (
    <fieldset css={[bareFieldset, fields]} part="page-turns">
      <legend>{t('player.turns.title')}</legend>
      <div role="radiogroup" aria-labelledby={`${id}-keys`} aria-describedby={`${id}-hint`}>
        <span id={`${id}-keys`}>{t('player.turns.keys')}</span>
        <div css={choices}>
          {KEYS_MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name={`${id}-keys`}
                checked={settings.keys === mode}
                onChange={() => save({ keys: mode })}
              />
              {t(`player.turns.keysMode.${mode}`)}
            </label>
          ))}
        </div>
        <small id={`${id}-hint`} css={hint}>
          {t(`player.turns.keysHint.${settings.keys}`)}
        </small>
      </div>
      <label>
        <input
          type="checkbox"
          checked={settings.recordingFollows}
          onChange={(event) => save({ recordingFollows: event.target.checked })}
        />
        <span>
          {t('player.turns.follows')}
          <small css={hint}>{t('player.turns.followsHint')}</small>
        </span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.halfPages}
          onChange={(event) => save({ halfPages: event.target.checked })}
        />
        <span>
          {t('player.turns.halfPages')}
          <small css={hint}>{t('player.turns.halfPagesHint')}</small>
        </span>
      </label>
      <small css={hint}>{t('player.turns.deviceHint')}</small>
    </fieldset>
  );
}
