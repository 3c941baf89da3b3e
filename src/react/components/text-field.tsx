import { css } from '@emotion/react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { focusRing, inputBox } from '../styles/recipes';

const field = css`
  display: grid;
  gap: 6px;
`;

const label = css`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const inputRow = css`
  position: relative;
  display: flex;
  align-items: center;
`;

const input = css`
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  ${inputBox};
  transition: border-color 120ms, box-shadow 120ms;
  &:hover {
    border-color: var(--choir-color-muted);
  }
  &:focus {
    ${focusRing};
  }
  &[aria-invalid='true'] {
    border-color: var(--choir-color-danger);
  }
`;

const errorText = css`
  margin: 0;
  color: var(--choir-color-danger);
  font-size: 0.875rem;
  font-weight: 500;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null | undefined;
  /** Something inside the field at its end, e.g. a show-password toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label: text, error, trailing, id, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div css={field} part="field">
      <label htmlFor={inputId} css={label}>
        {text}
      </label>
      <div css={inputRow}>
        <input
          id={inputId}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={[input, trailing ? css`padding-right: 52px;` : null]}
          part="input"
        />
        {trailing && (
          <div
            css={css`
              position: absolute;
              right: 4px;
            `}
          >
            {trailing}
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} css={errorText} part="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
