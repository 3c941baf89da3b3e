import { css } from '@emotion/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';

export interface NumberDialogProps {
  open: boolean;
  /** The value offered at each opening (the page or bar shown then); typing replaces it. */
  initial: string;
  title: string;
  label: string;
  goLabel: string;
  /** Names the form (`choir-<name>-form`) and the field's part (`<name>-input`). */
  name: string;
  onClose(): void;
  /** Acts on the value and answers null, or answers the error to show (the dialog stays open). */
  submit(value: string): string | null;
}

/**
 * Whatever is typed or pasted stays inside the dialog: the field as wide as a number needs (it
 * scrolls a longer text), the label and the message wrap, even within a long word.
 */
const numberForm = css`
  overflow-wrap: anywhere;
  input {
    max-width: 10em;
  }
`;

/** A dialog that asks for one number, for the jump to a page and the go to a bar. */
export function NumberDialog({
  open,
  initial,
  title,
  label,
  goLabel,
  name,
  onClose,
  submit,
}: NumberDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Each opening offers the value of that moment (set while rendering, so the field shows it when focused).
  const [shown, setShown] = useState(false);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setValue(initial);
      setError(null);
    }
  }
  // The dialog is open by now (its own effect runs first): the field takes the focus from the close
  // button, so a number typed after the dialog's key replaces the value offered.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(submit(value));
  }
  const form = `choir-${name}-form`;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      cancelLabel={t('options.cancel')}
      primary={{ label: goLabel, form }}
    >
      <form id={form} css={numberForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={label}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error}
          ref={input}
          onFocus={(event) => event.currentTarget.select()}
          part={`${name}-input`}
        />
      </form>
    </Dialog>
  );
}
