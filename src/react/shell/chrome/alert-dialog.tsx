import { useSignals } from '@preact/signals-react/runtime';
import { ALERT_MAX_WIDTH } from '../../../core/store/ui-store';
import { Button, ButtonLink } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useCore } from '../../hooks/use-core';

const ACCENTS = {
  primary: 'var(--choir-color-primary)',
  danger: 'var(--choir-color-danger)',
  warning: 'var(--choir-color-caution)',
  success: 'var(--choir-color-success)',
} as const;

/** The alert dialog (requirements R3.14, R4.10, R9.4): stays until a button or close is used; at most 420 px wide. */
export function AlertDialog() {
  useSignals();
  const core = useCore();
  const alert = core.ui.alert.value;
  const close = () => core.ui.closeAlert();
  return (
    <Dialog
      open={alert !== null}
      title={alert?.title ?? ''}
      onClose={close}
      closeLabel={alert?.closeButton ? undefined : null}
      accent={alert ? ACCENTS[alert.color] : undefined}
      actions={alert?.buttons.map((button) =>
        button.href ? (
          <ButtonLink key={button.label} href={button.href} target="_blank" rel="noopener" onClick={close}>
            {button.label}
          </ButtonLink>
        ) : (
          <Button
            key={button.label}
            variant={button.primary ? 'primary' : 'secondary'}
            onClick={() => {
              close();
              button.action?.();
            }}
          >
            {button.label}
          </Button>
        ),
      )}
    >
      <p style={{ maxWidth: ALERT_MAX_WIDTH }}>{alert?.text}</p>
    </Dialog>
  );
}
