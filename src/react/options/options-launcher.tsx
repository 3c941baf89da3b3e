import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/contract/api';
import type { Settings } from '../../core/store/auth-store';
import { Button } from '../components/button';
import { OptionsDialog } from './options-dialog';

export interface OptionsLauncherProps {
  /** Open the dialog at once (and whenever the attribute is set again). */
  open?: boolean;
  onSaved?: (settings: Settings) => void;
  onLanguageChange?: (language: Language) => void;
}

/** The options dialog embeddable alone: a button that opens it, or opened by the `open` attribute. */
export function OptionsLauncher({ open = false, onSaved, onLanguageChange }: OptionsLauncherProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(open);
  useEffect(() => setOpen(open), [open]);
  return (
    <div
      css={css`
        display: inline-block;
      `}
    >
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" part="button">
        {t('options.open')}
      </Button>
      <OptionsDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        {...(onSaved ? { onSaved } : {})}
        {...(onLanguageChange ? { onLanguageChange } : {})}
      />
    </div>
  );
}
