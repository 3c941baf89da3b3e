import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barRange, checkBarNumber } from '../../core/player/rehearsal/bar-lookup';
import type { SyncBar } from '../../core/score/manifest';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import './texts';

/**
 * Asks for a bar number of the open part and refuses one it does not have, naming the bars it
 * has. A repeated bar means its first playing.
 */
export function BarDialog({
  open,
  bars,
  currentBar,
  onClose,
  onGo,
}: {
  open: boolean;
  bars: readonly SyncBar[];
  /** The bar number shown now, offered to start with. */
  currentBar: string;
  onClose(): void;
  /** The bar occurrence to go to. */
  onGo(index: number): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Each opening offers the bar shown then (set while rendering, so the field shows it when focused).
  const [shown, setShown] = useState(false);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setValue(currentBar);
      setError(null);
    }
  }
  // The dialog is open by now (its own effect runs first): the field takes the focus from the close
  // button, so a number typed after G replaces the bar offered.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkBarNumber(value, bars);
    if (!check.ok) {
      setError(t(check.error, check));
      return;
    }
    onClose();
    onGo(check.index);
  }
  return (
    <Dialog
      open={open}
      title={t('player.rehearse.bar.title')}
      onClose={onClose}
      cancelLabel={t('works.cancel')}
      primary={{ label: t('player.rehearse.bar.go'), form: 'choir-bar-form' }}
    >
      <form id="choir-bar-form" onSubmit={submit} noValidate>
        <TextField
          label={t('player.rehearse.bar.label', barRange(bars))}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error}
          ref={input}
          // Typing replaces the bar offered.
          onFocus={(event) => event.currentTarget.select()}
          part="bar-input"
        />
      </form>
    </Dialog>
  );
}
