import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/contract/api';
import type { Settings } from '../../core/store/auth-store';
import { Button } from '../components/button';
import { OptionsDialog } from './options-dialog';

export interface OptionsLauncherProps {
  /** Whether the dialog is open: the element's reflected `open` property. */
  open?: boolean;
  /** The element's shadow root (given by r2wc): opening and closing go through its `open` property. */
  container?: ShadowRoot;
  onSaved?: (settings: Settings) => void;
  onLanguageChange?: (language: Language) => void;
}

/**
 * The options dialog embeddable alone: a button that opens it. The element's `open` property is
 * the one state: the button and the dialog's close set it, so the attribute always says whether
 * the dialog is open and a host can open or close it again at any time.
 */
export function OptionsLauncher({
  open = false,
  container,
  onSaved,
  onLanguageChange,
}: OptionsLauncherProps) {
  const { t } = useTranslation();
  const setOpen = (value: boolean) => {
    (container!.host as Element & { open?: boolean }).open = value;
  };
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
        open={open}
        onClose={() => setOpen(false)}
        {...(onSaved ? { onSaved } : {})}
        {...(onLanguageChange ? { onLanguageChange } : {})}
      />
    </div>
  );
}
