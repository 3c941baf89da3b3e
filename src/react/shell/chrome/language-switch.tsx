import { css, type SerializedStyles } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../core/contract/api';
import { LANGUAGES } from '../../../core/contract/constants';
import { useCore } from '../../hooks/use-core';
import { visuallyHidden } from '../../styles/theme';

const group = css`
  display: inline-flex;
  margin: 0;
  padding: 3px;
  border-radius: 999px;
  background: var(--choir-color-background);
  border: 1px solid var(--choir-color-border);
  button {
    min-width: 40px;
    height: 34px;
    border: none;
    border-radius: 999px;
    background: transparent;
    color: var(--choir-color-muted);
    font: inherit;
    font-weight: 700;
    font-size: 0.875rem;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
`;

/**
 * DE / EN / FR: the pressed one is the language the interface shows (French pages live under the
 * `en` route locale, so the route alone cannot tell).
 */
export function LanguageSwitch({
  onChange,
  extraCss,
}: {
  onChange: (language: Language) => void;
  extraCss?: SerializedStyles;
}) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const current = core.language.value;
  return (
    <fieldset css={[group, extraCss]}>
      <legend css={visuallyHidden}>{t('shell.language')}</legend>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={current === code}
          lang={code}
          title={t(`languages.${code}`)}
          onClick={() => onChange(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
