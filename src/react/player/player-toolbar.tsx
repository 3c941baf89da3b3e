import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconShape } from '../components/icon';
import { Icon } from '../components/icon';
import { expandIcon } from '../components/icons/expand';
import { infoIcon } from '../components/icons/info';
import { moreIcon } from '../components/icons/more';
import { pageIcon } from '../components/icons/page';
import { screenLayoutIcon } from '../components/icons/screen-layout';
import { searchIcon } from '../components/icons/search';
import { PopoverMenu } from '../components/popover-menu';
import { iconButton } from '../styles/recipes';
import { SHORT_SCREEN } from '../styles/theme';
import { MEDIUM_PLAYER, roomyText, toolButton, valueCaption } from './player.styles';
import { PlayerTitleBar } from './player-title-bar';
import './texts';

/** The toolbar's actions as buttons: from 1024 px on, and not on a phone held sideways. */
const wide = css`
  display: flex;
  align-items: center;
  ${MEDIUM_PLAYER} {
    display: none;
  }
  ${SHORT_SCREEN} {
    display: none;
  }
`;

/** Below that they are entries of the "More" menu. */
const narrowOnly = css`
  display: none;
  ${MEDIUM_PLAYER} {
    display: inline-flex;
  }
  ${SHORT_SCREEN} {
    display: inline-flex;
  }
`;

const zoomStep = css`
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1;
`;

const menuList = css`
  display: grid;
  gap: 2px;
  button {
    justify-content: flex-start;
    width: 100%;
  }
`;

export interface ToolbarAction {
  key: string;
  icon: IconShape;
  label: string;
  /** Shorter label for the wide bar (the full one stays its accessible name). */
  short?: string;
  /** Actions of the "About" group share one menu on wide screens. */
  about?: boolean;
  run(): void;
}

/** The score zoom's controls (issue 19.14): buttons on wide screens, entries of the menu on narrow ones. */
export interface ZoomControls {
  /** Size of the page shown (of the staff on a screen layout), in percent of the automatic size. */
  percent: number;
  /** The page can be fitted to the width or height (the printed pages; a screen layout fits its box). */
  fits: boolean;
  zoomIn(): void;
  zoomOut(): void;
  fitWidth(): void;
  fitHeight(): void;
  reset(): void;
  /** From the screen layout to the printed pages or back (the L key; the menu has its entry). */
  switchLayout(): void;
}

export interface PlayerToolbarProps {
  backTo: string;
  title: string;
  subtitle: string;
  badges: ReactNode;
  /** The page number between the page steps (page-controls.tsx). */
  pages: ReactNode;
  actions: ToolbarAction[];
  zoom: ZoomControls;
  /** The rehearsal helpers' menu, shown at every width. */
  rehearse?: ReactNode;
  /** Enters stage mode: the score fills the screen. */
  onStage(): void;
  /** The layout shown (a screen layout or the printed pages), and the switch to the other. */
  layout: { screen: boolean; onSwitch(): void };
}

/** Top bar: back to my works, title and part, badges, page (jump), contents, about, settings, options. */
export function PlayerToolbar(props: PlayerToolbarProps) {
  const { t } = useTranslation();
  const { zoom, layout } = props;
  // The switch between the two layouts heads the zoom's menu (a toolbar button of its own cut the
  // title from 1024 px on); L switches too.
  const fits: ToolbarAction[] = [
    {
      key: 'layout',
      icon: layout.screen ? pageIcon : screenLayoutIcon,
      label: t(layout.screen ? 'player.layout.printed' : 'player.layout.screen'),
      run: layout.onSwitch,
    },
    ...(zoom.fits
      ? [
          { key: 'fit-width', icon: pageIcon, label: t('player.zoom.width'), run: zoom.fitWidth },
          { key: 'fit-height', icon: pageIcon, label: t('player.zoom.height'), run: zoom.fitHeight },
        ]
      : []),
    { key: 'zoom-auto', icon: pageIcon, label: t('player.zoom.auto'), run: zoom.reset },
  ];
  const zoomActions: ToolbarAction[] = [
    { key: 'zoom-in', icon: searchIcon, label: t('player.zoom.in'), run: zoom.zoomIn },
    { key: 'zoom-out', icon: searchIcon, label: t('player.zoom.out'), run: zoom.zoomOut },
    ...fits,
  ];
  // Zoom out or in by one step; the symbol is also the keyboard shortcut shown in the title.
  const zoomStepButton = (action: string, symbol: string, label: string, run: () => void) => (
    <button
      type="button"
      css={[iconButton, zoomStep]}
      onClick={run}
      data-action={action}
      aria-label={label}
      title={`${label} (${symbol})`}
    >
      {symbol}
    </button>
  );
  return (
    <PlayerTitleBar backTo={props.backTo} title={props.title} subtitle={props.subtitle} badges={props.badges}>
      {props.pages}
      <nav css={wide} aria-label={t('player.toolbar')}>
        {zoomStepButton('zoom-out', '−', t('player.zoom.out'), zoom.zoomOut)}
        <PopoverMenu
          label={t('player.zoom.value', { percent: zoom.percent })}
          triggerCss={toolButton}
          trigger={
            <>
              <span css={valueCaption}>{t('player.zoom.label')}</span>{' '}
              <span data-zoom-percent>{zoom.percent} %</span>
            </>
          }
        >
          {(close) => <ActionList actions={fits} close={close} />}
        </PopoverMenu>
        {zoomStepButton('zoom-in', '+', t('player.zoom.in'), zoom.zoomIn)}
        {props.actions.some((action) => action.about) && (
          <PopoverMenu
            label={t('player.about')}
            triggerCss={toolButton}
            trigger={
              <>
                <Icon shape={infoIcon} size={18} />
                <span css={roomyText}>{t('player.about')}</span>
              </>
            }
          >
            {(close) => <ActionList actions={props.actions.filter((a) => a.about)} close={close} />}
          </PopoverMenu>
        )}
        {props.actions
          .filter((action) => !action.about)
          .map((action) => (
            <button
              key={action.key}
              type="button"
              css={toolButton}
              onClick={action.run}
              data-action={action.key}
              aria-label={action.label}
              title={action.label}
            >
              <Icon shape={action.icon} size={18} />
              <span css={roomyText}>{action.short ?? action.label}</span>
            </button>
          ))}
      </nav>
      {props.rehearse}
      <button
        type="button"
        css={toolButton}
        onClick={props.onStage}
        data-action="stage"
        aria-label={t('player.stage.enter')}
        title={`${t('player.stage.enter')} (F)`}
      >
        <Icon shape={expandIcon} size={20} />
        <span css={roomyText}>{t('player.stage.enter')}</span>
      </button>
      <div css={narrowOnly}>
        <PopoverMenu
          trigger={<Icon shape={moreIcon} size={24} />}
          label={t('player.more')}
          triggerCss={iconButton}
        >
          {(close) => <ActionList actions={[...zoomActions, ...props.actions]} close={close} />}
        </PopoverMenu>
      </div>
    </PlayerTitleBar>
  );
}

/** The actions of a toolbar menu; choosing one closes the menu. */
function ActionList({ actions, close }: { actions: ToolbarAction[]; close(): void }) {
  return (
    <div css={menuList}>
      {actions.map((action) => (
        <button
          key={action.key}
          type="button"
          css={toolButton}
          data-action={action.key}
          onClick={() => {
            close();
            action.run();
          }}
        >
          <Icon shape={action.icon} size={18} />
          {action.label}
        </button>
      ))}
    </div>
  );
}
