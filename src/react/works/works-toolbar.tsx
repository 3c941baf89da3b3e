import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { composerYears } from '../../core/works/edition-actions';
import type { WorksScreenController } from '../../core/works/works-screen-controller';
import { Icon } from '../components/icon';
import { searchIcon } from '../components/icons/search';
import { bareFieldset, segmented } from '../styles/recipes';
import { visuallyHidden } from '../styles/theme';
import { field, searchBox, startAligned, toolbar } from './works.styles';

/** The list's filters: keyword search, composer and (signed in) my works or all editions. */
export function WorksToolbar({ screen }: { screen: WorksScreenController }) {
  useSignals();
  const { works } = screen;
  const { t } = useTranslation();
  return (
    <search css={toolbar}>
      <label>
        {t('works.searchLabel')}
        <span css={searchBox}>
          <Icon shape={searchIcon} size={18} />
          <input
            css={field}
            type="search"
            value={screen.query.value}
            placeholder={t('works.searchPlaceholder')}
            onChange={(event) => {
              screen.query.value = event.target.value;
            }}
            part="search"
          />
        </span>
      </label>
      <label>
        {t('works.composer')}
        <select
          css={field}
          value={screen.composer.value}
          onChange={(event) => {
            screen.composer.value = event.target.value;
          }}
          part="composers"
        >
          <option value="">{t('works.allComposers')}</option>
          {(works.catalogue.value?.composers ?? []).map((c) => (
            <option key={c.name} value={c.name}>
              {c.name}
              {composerYears(c)}
            </option>
          ))}
        </select>
      </label>
      {screen.signedIn.value && (
        <fieldset css={[bareFieldset, segmented, startAligned]}>
          <legend css={visuallyHidden}>{t('works.show')}</legend>
          {(['mine', 'all'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={screen.view.value === choice}
              onClick={() => {
                screen.chosen.value = choice;
              }}
            >
              {t(`works.${choice}`)}
            </button>
          ))}
        </fieldset>
      )}
    </search>
  );
}
