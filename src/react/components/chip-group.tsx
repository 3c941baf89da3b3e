import { css } from '@emotion/react';
import { useId } from 'react';
import { mutedNote } from '../styles/recipes';
import { pillBase } from '../styles/theme';

const group = css`
  display: grid;
  gap: 8px;
  border: none;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
    color: var(--choir-color-text);
  }
`;

const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const chip = css`
  ${pillBase};
  min-height: 40px;
  padding: 0 16px;
  &:hover {
    border-color: var(--choir-color-primary);
  }
  &[aria-pressed='true'] {
    border-color: var(--choir-color-primary);
    background: var(--choir-color-primary);
    color: var(--choir-color-on-primary);
  }
`;

const hint = mutedNote('0.875rem');

const error = css`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: var(--choir-color-danger);
`;

export interface ChipGroupProps<V extends string> {
  legend: string;
  options: readonly { value: V; label: string }[];
  /** The chosen value, or '' for none. */
  value: V | '';
  onChange: (value: V | '') => void;
  hint?: string;
  error?: string | undefined;
}

/**
 * Toggle chips for one choice: pressing the chosen chip again clears it, so "optional" and
 * "exactly one" are both expressible (the form decides whether empty is allowed).
 */
export function ChipGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  hint: hintText,
  error: errorText,
}: ChipGroupProps<V>) {
  const errorId = useId();
  return (
    <fieldset css={group} aria-describedby={errorText ? errorId : undefined}>
      <legend>{legend}</legend>
      <div css={chips}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            css={chip}
            aria-pressed={value === option.value}
            onClick={() => onChange(value === option.value ? '' : option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {hintText && <p css={hint}>{hintText}</p>}
      {errorText && (
        <p id={errorId} css={error} role="alert">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
