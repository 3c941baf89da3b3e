import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/contract/api';
import { LANGUAGES, THEMES, VOICES } from '../../core/contract/constants';
import { optionsTexts } from '../../core/i18n/features/options';
import { registerTexts } from '../../core/i18n/register-texts';
import type { Settings } from '../../core/store/auth-store';
import { type OptionsErrors, type OptionsForm, validateOptions } from '../../core/validation/options-form';
import { Button } from '../components/button';
import { ChipGroup } from '../components/chip-group';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/text-field';
import { useCore } from '../hooks/use-core';

registerTexts(optionsTexts);

const form = css`
  display: grid;
  gap: 20px;
  color: var(--choir-color-text);
`;

const toggleRow = css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: var(--choir-color-primary);
  }
  small {
    display: block;
    color: var(--choir-color-muted);
  }
`;

export interface OptionsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after OK with the new language when it changed (the shell moves the route locale). */
  onLanguageChange?: (language: Language) => void;
  /** Shown only where a score is open (the player): opens its jump-to-page dialog. */
  onJumpToPage?: () => void;
  /** Called after OK with the stored settings. */
  onSaved?: (settings: Settings) => void;
}

/** The language chips show what the user is looking at (a deep link may differ from the setting). */
function formFrom(settings: Settings, shownLanguage: string): OptionsForm {
  return {
    preferredVoice: settings.preferredVoice,
    language: (LANGUAGES as readonly string[]).includes(shownLanguage)
      ? (shownLanguage as Language)
      : settings.language,
    showHighlighter: settings.showHighlighter,
    theme: settings.theme,
    viewportFocusOffset: String(settings.viewportFocusOffset),
  };
}

/**
 * The options dialog (requirements R2.20): voice, language, appearance (issue 36), highlighter, jump
 * to page, page-turn offset.
 */
export function OptionsDialog({
  open,
  onClose,
  onLanguageChange,
  onJumpToPage,
  onSaved,
}: OptionsDialogProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const settings = core.auth.settings.value;
  const [values, setValues] = useState<OptionsForm>(() => formFrom(settings, core.i18n.language));
  const [errors, setErrors] = useState<OptionsErrors>({});
  const formId = useId();

  // Every opening starts from the stored settings; cancelling loses nothing.
  useEffect(() => {
    if (open) {
      setValues(formFrom(core.auth.settings.value, core.i18n.language));
      setErrors({});
    }
  }, [open, core]);

  const update = (patch: Partial<OptionsForm>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Deselecting the language is reported at once; the offset is checked from the first OK on.
    const found = validateOptions(next);
    setErrors((previous) => ({
      ...(found.language ? { language: found.language } : {}),
      ...(previous.viewportFocusOffset && found.viewportFocusOffset
        ? { viewportFocusOffset: found.viewportFocusOffset }
        : {}),
    }));
  };

  function confirm() {
    const found = validateOptions(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.language) return;
    const previous = core.i18n.language;
    core.session.updateSettings({
      preferredVoice: values.preferredVoice,
      language: values.language,
      showHighlighter: values.showHighlighter,
      theme: values.theme,
      viewportFocusOffset: Number(values.viewportFocusOffset),
    });
    onClose();
    // After a language change the confirmation comes in the new language, once its texts are in
    // (a page opened in another language may not have loaded them yet).
    const language = values.language;
    void core.i18n
      .loadLanguages(language)
      .then(() => core.ui.showToast(core.i18n.getFixedT(language)('options.saved')));
    onSaved?.(core.auth.settings.value);
    if (values.language !== previous) onLanguageChange?.(values.language);
  }

  return (
    <Dialog
      open={open}
      title={t('options.title')}
      onClose={onClose}
      cancelLabel={t('options.cancel')}
      primary={{ label: t('options.ok'), form: formId, disabled: !values.language }}
    >
      <form
        id={formId}
        css={form}
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        part="options"
      >
        <ChipGroup
          legend={t('options.voice')}
          hint={t('options.voiceHint')}
          options={VOICES.map((voice) => ({ value: voice, label: t(`voices.${voice}`) }))}
          value={values.preferredVoice}
          onChange={(preferredVoice) => update({ preferredVoice })}
        />
        <ChipGroup
          legend={t('options.language')}
          hint={t('options.languageHint')}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          value={values.language}
          onChange={(language) => update({ language })}
          error={errors.language ? t(errors.language) : undefined}
        />
        <ChipGroup
          legend={t('options.theme')}
          hint={t('options.themeHint')}
          options={THEMES.map((theme) => ({ value: theme, label: t(`options.themes.${theme}`) }))}
          value={values.theme}
          // One is always chosen: pressing the chosen chip again keeps it.
          onChange={(theme) => theme && update({ theme })}
        />
        <label css={toggleRow}>
          <input
            type="checkbox"
            checked={values.showHighlighter}
            onChange={(event) => update({ showHighlighter: event.target.checked })}
          />
          <span>
            {t('options.highlighter')}
            <small>{t('options.highlighterHint')}</small>
          </span>
        </label>
        <TextField
          label={t('options.offset')}
          inputMode="numeric"
          value={values.viewportFocusOffset}
          onChange={(event) => update({ viewportFocusOffset: event.target.value })}
          error={errors.viewportFocusOffset ? t(errors.viewportFocusOffset) : undefined}
          aria-describedby={undefined}
        />
        <small
          css={css`
            margin-top: -12px;
            color: var(--choir-color-muted);
          `}
        >
          {t('options.offsetHint')}
        </small>
        {onJumpToPage && (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              onJumpToPage();
            }}
          >
            {t('options.jumpToPage')}
          </Button>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
