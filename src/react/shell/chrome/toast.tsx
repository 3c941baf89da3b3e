import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCore } from '../../hooks/use-core';

const toast = css`
  position: fixed;
  left: 50%;
  bottom: 24px;
  z-index: 50;
  max-width: min(480px, calc(100vw - 32px));
  padding: 12px 18px;
  border-radius: 12px;
  background: var(--choir-color-inverse);
  color: var(--choir-color-on-inverse);
  font-weight: 500;
  box-shadow: var(--choir-shadow);
  transform: translate(-50%, 0);
  transition: opacity 160ms, transform 160ms;
  &[data-visible='false'] {
    opacity: 0;
    transform: translate(-50%, 12px);
    pointer-events: none;
  }
`;

/** The toast (requirements R4.9): shown, then hidden after 2 s by the UI store. */
export function Toast() {
  useSignals();
  const { text, visible } = useCore().ui.toast.value;
  return (
    <div css={toast} data-visible={visible} role="status" aria-live="polite" part="toast">
      {visible ? text : ''}
    </div>
  );
}
