import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Locale } from '../../core/contract/api';
import { localText } from '../../core/i18n/local-text';
import { composerLine } from '../../core/player/edition-heading';
import type { PlayerController } from '../../core/player/player-controller';
import { pathFor } from '../../core/routing/routes';
import { Icon } from '../components/icon';
import { downloadIcon } from '../components/icons/download';
import { gearIcon } from '../components/icons/gear';
import { infoIcon } from '../components/icons/info';
import { listIcon } from '../components/icons/list';
import { micIcon } from '../components/icons/mic';
import { slidersIcon } from '../components/icons/sliders';
import { badge, tones } from '../styles/recipes';
import { PageControls } from './page-controls';
import type { DialogName } from './player-dialog-host';
import { versionBadge } from './player-title-bar';
import { PlayerToolbar, type ZoomControls } from './player-toolbar';

export interface PlayerHeaderProps {
  player: PlayerController;
  locale: Locale;
  language: Language;
  zoom: ZoomControls;
  layout: { screen: boolean; onSwitch(): void };
  onDialog(name: DialogName): void;
  onStage(): void;
  /** The rehearsal helpers' menu. */
  rehearse: ReactNode;
}

/** The player's top bar wired to the controller: title and part, badges, pages, zoom and the dialogs. */
export function PlayerHeader({
  player,
  locale,
  language,
  zoom,
  layout,
  onDialog,
  onStage,
  rehearse,
}: PlayerHeaderProps) {
  useSignals();
  const { t } = useTranslation();
  const { manifest, source } = player;
  const partIndex = player.partIndex.value;
  const partTitle = localText(manifest.parts[partIndex]?.title ?? manifest.title, language);
  return (
    <PlayerToolbar
      backTo={pathFor('works', locale)}
      title={localText(manifest.title, language)}
      subtitle={
        manifest.parts.length > 1 ? `${partIndex + 1}. ${partTitle}` : composerLine(manifest.composers)
      }
      badges={
        <>
          {source.preview && (
            <span css={[badge, tones.warning]} data-badge="preview">
              {t('player.preview.title')}
            </span>
          )}
          {source.offline && (
            <span css={[badge, tones.success]} data-badge="offline">
              <Icon shape={downloadIcon} size={12} />
              {t('player.offline')}
            </span>
          )}
          <span css={[badge, tones.info, versionBadge]}>
            {t('player.version', { version: source.version })}
          </span>
        </>
      }
      pages={<PageControls player={player} onJump={() => onDialog('jump')} />}
      zoom={zoom}
      layout={layout}
      rehearse={rehearse}
      onStage={onStage}
      actions={[
        { key: 'contents', icon: listIcon, label: t('player.contents'), run: () => onDialog('toc') },
        {
          key: 'work',
          icon: infoIcon,
          label: t('player.aboutWork'),
          about: true,
          run: () => onDialog('work'),
        },
        {
          key: 'recording',
          icon: micIcon,
          label: t('player.aboutRecording'),
          about: true,
          run: () => onDialog('recording'),
        },
        {
          key: 'settings',
          icon: slidersIcon,
          label: t('player.workSettings'),
          short: t('player.settings'),
          run: () => onDialog('settings'),
        },
        { key: 'options', icon: gearIcon, label: t('player.options'), run: () => onDialog('options') },
      ]}
    />
  );
}
