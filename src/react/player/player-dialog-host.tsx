import { useSignals } from '@preact/signals-react/runtime';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../core/contract/api';
import { localText } from '../../core/i18n/local-text';
import type { PlayerController } from '../../core/player/player-controller';
import { OptionsDialog } from '../options';
import { BarDialog } from './bar-dialog';
import { PageTurnFields } from './page-turn-fields';
import { AboutDialog, JumpDialog, TocDialog, WorkSettingsDialog } from './player-dialogs';
import './dialog-texts';

export type DialogName = 'toc' | 'work' | 'recording' | 'jump' | 'bar' | 'settings' | 'options' | null;

export interface PlayerDialogHostProps {
  player: PlayerController;
  language: Language;
  open: DialogName;
  onOpen: Dispatch<SetStateAction<DialogName>>;
  /** Go to bar: the bar occurrence chosen. */
  onGoToBar(index: number): void;
  /** The language was changed in the options (the app moves to the player's address in it). */
  onLanguageChange(language: Language): void;
}

/**
 * The player's dialogs (at most one open): contents, about, jump to page, go to bar, work
 * settings, options. A chunk of their own, loaded by the player (use-lazy-dialogs.ts): they do not
 * import the player's texts, which it has registered (importing them would split that module off
 * its chunk), but register their own (dialog-texts.ts), which the first view does without; OK and
 * Cancel are the options' words, registered by their dialog.
 */
export function PlayerDialogHost({
  player,
  language,
  open,
  onOpen,
  onGoToBar,
  onLanguageChange,
}: PlayerDialogHostProps) {
  useSignals();
  const { t } = useTranslation();
  const { manifest } = player;
  const close = () => onOpen(null);
  return (
    <>
      <TocDialog
        open={open === 'toc'}
        manifest={manifest}
        pages={player.layout.value.parts}
        language={language}
        currentPart={player.partIndex.value}
        onClose={close}
        onPick={player.openPart}
      />
      <AboutDialog
        open={open === 'work'}
        title={t('player.aboutWork')}
        html={localText(manifest.aboutWork, language)}
        edition={manifest}
        onClose={close}
      />
      <AboutDialog
        open={open === 'recording'}
        title={t('player.aboutRecording')}
        html={localText(manifest.aboutRecording, language)}
        edition={manifest}
        onClose={close}
      />
      <JumpDialog
        open={open === 'jump'}
        pageCount={player.allPages.value.length}
        // Closed, the dialogs read neither the page nor the bar: they change with every page turned
        // and every bar played, and all dialogs would re-render each time.
        currentPage={open === 'jump' ? player.turnPage.value : 0}
        onClose={close}
        onJump={(page) => player.jumpToPage(player.allPages.peek()[page - 1] ?? page)}
      />
      <BarDialog
        open={open === 'bar'}
        bars={player.bars.value}
        currentBar={open === 'bar' && player.bars.value.length > 0 ? player.barLabel.value : ''}
        onClose={close}
        onGo={onGoToBar}
      />
      <WorkSettingsDialog
        open={open === 'settings'}
        workTitle={localText(manifest.title, language)}
        values={{
          voice: player.voice.value,
          showHighlighter: player.showHighlighter.value,
          lookaheadMilliseconds: player.lookahead.value,
        }}
        onChange={(patch) =>
          player.save({
            ...(patch.voice !== undefined ? { preferredVoice: patch.voice } : {}),
            ...(patch.showHighlighter !== undefined ? { showHighlighter: patch.showHighlighter } : {}),
            ...(patch.lookaheadMilliseconds !== undefined
              ? { lookaheadMilliseconds: patch.lookaheadMilliseconds }
              : {}),
          })
        }
        onClose={close}
      >
        <PageTurnFields player={player} />
      </WorkSettingsDialog>
      <OptionsDialog
        open={open === 'options'}
        // Closing the options after "Jump to page" opened that dialog leaves it open.
        onClose={() => onOpen((current) => (current === 'options' ? null : current))}
        onJumpToPage={() => onOpen('jump')}
        onSaved={(saved) =>
          player.save({
            preferredVoice: saved.preferredVoice,
            showHighlighter: saved.showHighlighter,
            lookaheadMilliseconds: saved.viewportFocusOffset,
          })
        }
        onLanguageChange={onLanguageChange}
      />
    </>
  );
}
