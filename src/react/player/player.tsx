import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Locale, Voice } from '../../core/contract/api';
import { localText } from '../../core/i18n/local-text';
import { createAudioEngine } from '../../core/player/audio-engine';
import type { EditionSource } from '../../core/player/edition-source';
import { createPageTurnSettings } from '../../core/player/page-turn-settings';
import { createPlayerController } from '../../core/player/player-controller';
import { createScoreLayoutSettings, type LayoutChoice } from '../../core/player/score-layout-settings';
import { browserVoiceRouting } from '../../core/player/voice-routing';
import type { ProgrammeRun } from '../../core/programmes/programme-playback';
import { pathFor, routeLocale } from '../../core/routing/routes';
import type { EditionManifest } from '../../core/score/manifest';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import { shopLinks } from '../../core/shop/shop-links';
import { createPersistence } from '../../core/store/persistence';
import { Button, ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { cartIcon } from '../components/icons/cart';
import { Notice } from '../components/notice';
import { scoreSanitizerReady } from '../components/sanitize-score';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';
import { LayoutHint } from './layout-hint';
import { useLazyMarkings } from './markings';
import { prepareSvg } from './page-svg';
import {
  banner,
  embeddedShell,
  keyboardHint,
  loadingStage,
  shell,
  stageBox,
  stageShell,
} from './player.styles';
import { PlayerControls } from './player-controls';
import type { DialogName } from './player-dialog-host';
import { PlayerHeader } from './player-header';
import { RehearseMenu } from './rehearse-menu';
import { type ScoreHandle, ScoreView } from './score-view';
import { useElementSize } from './use-element-size';
import { useLazyDialogs } from './use-lazy-dialogs';
import { usePlayerKeys } from './use-player-keys';
import { useStageCarriedOn } from './use-programme-place';
import { useRehearsal } from './use-rehearsal';
import { useScoreLayout } from './use-score-layout';
import { useStageMode } from './use-stage-mode';
import './texts';
import { useSchemeTokens } from '../styles/feature-tokens';
import { scoreTokens } from '../styles/score-svg';

/** Voices sit on staves 1-4 of the pipeline's SVG. */
const VOICE_STAFF: Record<Voice, number> = { soprano: 1, alto: 2, tenore: 3, basso: 4 };

export interface PlayerProps {
  articleId: string;
  locale: Locale;
  source: EditionSource;
  manifest: EditionManifest;
  /** The bar to open at (`?bar=`), else where the work was left. */
  startBar?: string | null;
  /** Shown alone (no app navigation bar): fills its host's height, language changes stay in place. */
  embedded?: boolean;
  /** A preview's layout as its host asks (the `layout` attribute); a preview shows the printed pages without it. */
  previewLayout?: LayoutChoice | undefined;
  onPurchaseRequest?: ((detail: PurchaseRequest) => boolean | undefined) | undefined;
  /** The programme this work is played in (core/programmes/programme-playback.ts). */
  programme?: ProgrammeRun | null;
}

/**
 * The player's view: score pages with the highlighter following the audio clock, choir voice,
 * tempo, A-B loop, page turns `lookaheadMilliseconds` early, jump to page, contents, about the work
 * and the recording, per-work settings (requirements R3.11) and keyboard control. What it does is the
 * controller's (core/player/player-controller.ts); this renders its signals and wires the DOM.
 */
export function Player({
  articleId,
  locale,
  source,
  manifest,
  startBar = null,
  embedded = false,
  previewLayout,
  onPurchaseRequest,
  programme = null,
}: PlayerProps) {
  useSchemeTokens(scoreTokens);
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const language = core.language.value;
  const [persistence] = useState(() => createPersistence(core.env.storage, core.env.log));
  const [layoutSettings] = useState(() => createScoreLayoutSettings(persistence));
  const [{ player, start: startProgramme }] = useState(() => {
    const controller = createPlayerController({
      articleId,
      source,
      manifest,
      settings: { store: core.playerSettings, global: core.auth.settings },
      pageTurns: createPageTurnSettings(persistence),
      // Pages are sanitised once the sanitizer is ready (DOMPurify loads only where the browser has none).
      preparePage: (markup, page) => scoreSanitizerReady().then(() => prepareSvg(markup, page)),
      startBar,
      opening: programme?.opening(manifest) ?? null,
      now: core.env.now,
      log: core.env.log,
    });
    return programme ? programme.follow(controller) : { player: controller, start: () => () => undefined };
  });
  const audioRef = useRef<HTMLAudioElement>(null);
  const scoreRef = useRef<ScoreHandle>(null);
  const mainRef = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const stage = useStageMode(mainRef, dialog !== null);
  useStageCarriedOn(programme?.stage === true, stage.toggle);
  const dialogsMounted = useAfterFirstPaint(dialog !== null);
  const [stageNode, stageSize] = useElementSize();
  const score = useScoreLayout(player, stageSize, {
    device: layoutSettings,
    override: source.preview ? (previewLayout ?? 'printed') : undefined,
  });
  const { layout, zoom } = score;
  const { rehearsal, onKey: rehearsalKey } = useRehearsal(player, () => setDialog('bar'));
  const signedIn = core.auth.isLoggedIn.value;
  const [marking, setMarking] = useState(false);
  useLayoutEffect(() => player.setColumns(layout.columns), [player, layout.columns]);
  usePlayerKeys(player, zoom, dialog !== null, rehearsalKey, scoreRef);

  useLayoutEffect(
    () =>
      player.connect(
        createAudioEngine(
          audioRef.current!,
          core.env.log,
          browserVoiceRouting(audioRef.current!, core.env.log),
        ),
        {
          mark: (highlight) => scoreRef.current?.mark(highlight),
          renderNow: flushSync,
        },
      ),
    [player, core],
  );
  useEffect(() => startProgramme(), [startProgramme]);

  const part = player.part.value;
  const ready = part.status === 'ready' ? part : null;
  const DialogHost = useLazyDialogs(mainRef, {
    shown: ready !== null,
    wanted: dialog !== null,
    onFailed: (error) => {
      core.env.log("The player's dialogs could not be loaded", error);
      setDialog(null);
    },
  });
  // Stored markings are drawn with the score; their tools come with the dialogs or when asked for.
  const Markings = useLazyMarkings(signedIn && ready !== null, (error) => {
    core.env.log('The markings could not be loaded', error);
    setMarking(false);
  });
  const voice = player.voice.value;
  const title = localText(manifest.title, language);
  const partIndex = player.partIndex.value;
  const purchaseUrl = shopLinks.article(core.shopUrl.value, articleId);
  const owned = core.purchases.owns(articleId);

  return (
    <main
      ref={mainRef}
      css={[shell, embedded && embeddedShell, stage.active && stageShell]}
      part="base"
      data-article-id={articleId}
      data-stage={stage.active || undefined}
    >
      {!stage.active && (
        <PlayerHeader
          player={player}
          locale={locale}
          language={language}
          zoom={zoom}
          layout={{ screen: score.screen, onSwitch: score.switchLayout }}
          onDialog={setDialog}
          onStage={stage.toggle}
          rehearse={
            <RehearseMenu
              rehearsal={rehearsal}
              onGoToBar={() => setDialog('bar')}
              onMarkings={signedIn ? () => setMarking(!marking) : undefined}
            />
          }
        />
      )}
      {Markings && ready && (
        <Markings
          articleId={articleId}
          host={mainRef}
          part={partIndex}
          pages={ready.pages}
          measureIds={ready.sync.bars.map((bar) => bar.measureId)}
          open={marking && !stage.active}
          toolsWanted={DialogHost !== null || marking}
          onClose={() => setMarking(false)}
        />
      )}
      {source.preview && !stage.active && (
        <div css={banner} part="preview-hint">
          <Notice
            tone="warning"
            inline
            action={
              !owned && (
                <ButtonLink
                  href={purchaseUrl}
                  target="_blank"
                  rel="noopener"
                  onClick={(event) => {
                    if (onPurchaseRequest?.({ articleId, url: purchaseUrl }) === false)
                      event.preventDefault();
                  }}
                >
                  <Icon shape={cartIcon} size={18} />
                  {t('player.preview.purchase')}
                </ButtonLink>
              )
            }
          >
            {t('player.preview.text', { seconds: Math.round(manifest.preview.durationMs / 1000) })}
          </Notice>
        </div>
      )}
      {!stage.active && (
        <LayoutHint problem={player.layoutProblem.value} place="banner" onRetry={player.retry} />
      )}
      {player.audioFailed.value && (
        <div css={banner}>
          <Notice tone="danger" live>
            {t('player.errors.audio')}
          </Notice>
        </div>
      )}
      <div css={stageBox} ref={stageNode}>
        {part.status === 'error' ? (
          <div css={loadingStage}>
            <Notice
              tone="danger"
              live
              action={
                <Button variant="secondary" onClick={player.retry}>
                  {t('player.retry')}
                </Button>
              }
            >
              {t(part.message)}
            </Notice>
          </div>
        ) : !ready ? (
          <div css={loadingStage} aria-busy="true">
            {t('player.loading')}
          </div>
        ) : (
          <ScoreView
            pages={ready.pages}
            view={player.shownPages}
            pageSize={{ width: layout.pageWidth, height: layout.pageHeight }}
            staff={voice ? VOICE_STAFF[voice] : null}
            turnPage={player.turnPage}
            label={(page) => t('player.scoreLabel', { title, page })}
            regionLabel={t('player.score', { title })}
            onMeasure={player.pickMeasure}
            onTurn={player.turn}
            onPinch={score.pinch}
            screenLayout={score.screen}
            scrollsFirst={!player.pageTurnSettings.value.halfPages}
            handle={scoreRef}
          />
        )}
        {!stage.active && (
          <LayoutHint problem={player.layoutProblem.value} place="over" onRetry={player.retry} />
        )}
        <p css={keyboardHint}>
          {t(player.pageTurnSettings.value.keys === 'pages' ? 'player.turns.keyboard' : 'player.keyboard')}
        </p>
      </div>
      <PlayerControls
        player={player}
        manifest={manifest}
        rehearsal={rehearsal}
        stage={stage}
        canPlay={ready !== null}
        preview={source.preview}
      />
      {/* biome-ignore lint/a11y/useMediaCaption: a choral recording; the score is its text. */}
      <audio ref={audioRef} preload="auto" part="audio" />
      {/* Closed at first: mounted once the player is painted and their chunk is in. */}
      {dialogsMounted && DialogHost && (
        <DialogHost
          player={player}
          language={language}
          open={dialog}
          onOpen={setDialog}
          onGoToBar={rehearsal.goToBar}
          onLanguageChange={(next) => {
            if (!embedded)
              navigation.navigate(pathFor('player', routeLocale(next), { articleId }), { replace: true });
          }}
        />
      )}
    </main>
  );
}
