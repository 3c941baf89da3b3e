import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Locale, Voice } from '../../core/contract/api';
import type { EditionSource } from '../../core/editions/edition-source';
import { type EditionManifest, pageNumbers, partOfPage } from '../../core/editions/format';
import { createClockFit, createFrameTimer, presentedAudioMs } from '../../core/editions/frame-clock';
import { pageLayout, visiblePages } from '../../core/editions/page-view';
import {
  type BarLoop,
  barIndexAt,
  clampTempo,
  firstBarOnPage,
  type Highlight,
  highlightAt,
  loopJump,
  makeLoop,
  occurrenceOf,
  pageAt,
  sameHighlight,
  stepBar,
} from '../../core/editions/sync';
import { type ScoreZoom, stepZoom, validZoom, zoomedLayout, zoomPercent } from '../../core/editions/zoom';
import { localText } from '../../core/i18n/local-text';
import { pathFor, routeLocale } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import { shopLinks } from '../../core/shop/shop-links';
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '../../core/store/player-settings-store';
import { Button, ButtonLink } from '../components/button';
import { Icon } from '../components/icon';
import { cartIcon } from '../components/icons/cart';
import { downloadIcon } from '../components/icons/download';
import { gearIcon } from '../components/icons/gear';
import { infoIcon } from '../components/icons/info';
import { listIcon } from '../components/icons/list';
import { micIcon } from '../components/icons/mic';
import { slidersIcon } from '../components/icons/sliders';
import { Notice } from '../components/notice';
import { useCore } from '../hooks/use-core';
import { useNavigation } from '../hooks/use-navigation';
import { OptionsDialog } from '../options';
import { badge, tones } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN, SMALL_SCREEN } from '../styles/theme';
import { type AudioEngine, createAudioEngine } from './audio-engine';
import { AboutDialog, JumpDialog, TocDialog, WorkSettingsDialog } from './player-dialogs';
import { PlayerToolbar } from './player-toolbar';
import { type ScoreHandle, ScoreView } from './score-view';
import { type LoopView, Transport } from './transport';
import { useElementSize, usePart } from './use-part';
import './texts';

const shell = css`
  container: player / inline-size;
  display: flex;
  flex-direction: column;
  /* The app's player layout gives the height left under the navigation bar and the offline banner. */
  flex: 1;
  min-height: 480px;
  background: var(--choir-color-background);
  /* Held sideways the navigation bar is hidden (immersive layout): score and transport fill the screen. */
  ${SHORT_SCREEN} {
    min-height: 0;
  }
`;

const embeddedShell = css`
  height: 100%;
  min-height: 560px;
  /* The host page gives the height, on phones too (the app's own rule above uses the viewport). */
  ${SMALL_SCREEN} {
    height: 100%;
  }
  ${SHORT_SCREEN} {
    height: 100%;
  }
`;

const banner = css`
  padding: 8px clamp(10px, 2vw, 20px);
  border-bottom: 1px solid var(--choir-color-border);
  background: var(--choir-color-surface);
`;

const stageBox = css`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
`;

const loadingStage = css`
  flex: 1;
  display: grid;
  place-items: center;
  background: #e9edf3;
  color: var(--choir-color-muted);
`;

const hideOnPhones = css`
  ${NARROW_PLAYER} {
    display: none;
  }
`;

const keyboardHint = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** Voices sit on staves 1-4 of the pipeline's SVG. */
const VOICE_STAFF: Record<Voice, number> = { soprano: 1, alto: 2, tenore: 3, basso: 4 };
/** Page ratio of the pipeline (945 × 1337). */
const DEFAULT_RATIO = 945 / 1337;
/** The position shown in the controls is refreshed this often while playing (the score: every frame). */
const CLOCK_INTERVAL_MS = 120;

type DialogName = 'toc' | 'work' | 'recording' | 'jump' | 'settings' | 'options' | null;

export interface PlayerProps {
  articleId: string;
  locale: Locale;
  source: EditionSource;
  manifest: EditionManifest;
  /** Shown alone (no app navigation bar): fills its host's height, language changes stay in place. */
  embedded?: boolean;
  onPurchaseRequest?: ((detail: PurchaseRequest) => boolean | undefined) | undefined;
}

/** True when a key press belongs to a control that uses the key itself (typing, sliders, buttons). */
function ownsKey(event: KeyboardEvent, key: string): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  if (!target?.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || target.isContentEditable) return true;
  if (tag === 'input') return (target as HTMLInputElement).type !== 'checkbox' || key === ' ';
  if (tag === 'button' || tag === 'a') return key === ' ' || key === 'Enter';
  return false;
}

/**
 * The player: score pages with the highlighter following the audio clock, choir voice, tempo,
 * A-B loop, page turns `lookaheadMilliseconds` early, jump to page, contents, about the work and
 * the recording, per-work settings (requirements R3.11) and keyboard control.
 */
export function Player({
  articleId,
  locale,
  source,
  manifest,
  embedded = false,
  onPurchaseRequest,
}: PlayerProps) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const language = core.language.value;

  // Per-work settings; a work opened for the first time starts from the global settings.
  const stored = core.playerSettings.byArticle.value[articleId];
  const global = core.auth.settings.value;
  const settings: PlayerSettings = stored
    ? core.playerSettings.get(articleId)
    : {
        ...DEFAULT_PLAYER_SETTINGS,
        preferredVoice: global.preferredVoice,
        showHighlighter: global.showHighlighter,
        lookaheadMilliseconds: global.viewportFocusOffset,
      };
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const save = useCallback(
    (patch: Partial<PlayerSettings>) =>
      core.playerSettings.update(articleId, { ...settingsRef.current, ...patch }),
    [core, articleId],
  );
  const voice: Voice | '' =
    settings.preferredVoice && manifest.voices.includes(settings.preferredVoice)
      ? settings.preferredVoice
      : '';

  const [partIndex, setPartIndex] = useState(() =>
    Math.min(Math.max(0, settings.lastOpened.part), manifest.parts.length - 1),
  );
  const [attempt, setAttempt] = useState(0);
  const partState = usePart(source, manifest, partIndex, attempt);
  const part = partState.status === 'ready' ? partState : null;
  const partRef = useRef(part);
  partRef.current = part;
  const bars = part?.sync.bars ?? [];

  const audioRef = useRef<HTMLAudioElement>(null);
  const engineRef = useRef<AudioEngine | null>(null);
  const scoreRef = useRef<ScoreHandle>(null);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const [view, setView] = useState<{ turn: number; current: number } | null>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const [tempo, setTempo] = useState(100);
  const [loopStart, setLoopStart] = useState<number | null>(null);
  const [loop, setLoop] = useState<BarLoop | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [audioFailed, setAudioFailed] = useState(false);
  const [stageNode, stageSize] = useElementSize();

  /** Where a newly loaded part starts: the page asked for (contents, jump, last opened). */
  const startRef = useRef<{ part: number; page: number }>({
    part: partIndex,
    page: settings.lastOpened.page,
  });
  /** Whether a newly loaded part starts playing (it does when the previous one was playing). */
  const resumeRef = useRef(false);
  const loadedPartRef = useRef<number | null>(null);
  const urlRef = useRef<string | null>(null);
  const lastHighlight = useRef<Highlight | null | undefined>(undefined);
  const lastClock = useRef(-Infinity);
  const live = useRef({
    voice,
    showHighlighter: settings.showHighlighter,
    lookahead: settings.lookaheadMilliseconds,
    loop,
  });
  live.current = {
    voice,
    showHighlighter: settings.showHighlighter,
    lookahead: settings.lookaheadMilliseconds,
    loop,
  };

  useLayoutEffect(() => {
    if (audioRef.current && !engineRef.current)
      engineRef.current = createAudioEngine(audioRef.current, core.env.log);
  }, [core]);

  /**
   * Follows the audio clock: highlight (DOM only), page turn and the controls' clock. `inFrame`:
   * called while an animation frame is produced, so a page turn is rendered in that same frame.
   */
  const applyAt = useCallback((time: number, force = false, inFrame = false) => {
    const sync = partRef.current?.sync;
    if (!sync) return;
    const { voice: chosen, showHighlighter, lookahead } = live.current;
    const highlight = highlightAt(sync, chosen, time);
    if (
      force ||
      lastHighlight.current === undefined ||
      !sameHighlight(highlight, lastHighlight.current ?? null)
    ) {
      lastHighlight.current = highlight;
      scoreRef.current?.mark(showHighlighter ? highlight : null);
    }
    const turn = pageAt(sync.bars, time, lookahead) ?? 1;
    const current = highlight?.page ?? turn;
    const update = () =>
      setView((previous) =>
        previous && previous.turn === turn && previous.current === current ? previous : { turn, current },
      );
    const shown = viewRef.current;
    if (inFrame && (shown?.turn !== turn || shown?.current !== current)) flushSync(update);
    else update();
    if (force || Math.abs(time - lastClock.current) >= CLOCK_INTERVAL_MS) {
      lastClock.current = time;
      setTimeMs(time);
    }
  }, []);

  // A part loaded (or the voice changed): load its audio at the right place.
  useEffect(() => {
    const engine = engineRef.current;
    if (!part || !engine) return;
    const audio = manifest.parts[part.index]?.audio;
    if (!audio) return;
    let cancelled = false;
    const samePart = loadedPartRef.current === part.index;
    let at = 0;
    let autoplay = false;
    if (samePart) {
      at = engine.timeMs();
      autoplay = engine.playing();
    } else {
      const start = startRef.current;
      const index =
        start.part === part.index && start.page > 0 ? firstBarOnPage(part.sync.bars, start.page) : -1;
      at = index >= 0 ? part.sync.bars[index]!.startMs : 0;
      autoplay = resumeRef.current;
      lastHighlight.current = undefined;
    }
    setAudioFailed(false);
    (async () => {
      const url = await source.mediaUrl(audio[voice || 'full']);
      if (cancelled) {
        source.release(url);
        return;
      }
      const previous = urlRef.current;
      urlRef.current = url;
      loadedPartRef.current = part.index;
      applyAt(at, true);
      await engine.load(url, at, autoplay);
      if (previous && previous !== url) source.release(previous);
      applyAt(engine.timeMs(), true);
    })().catch((error: unknown) => {
      core.env.log('Audio could not be loaded', error);
      if (!cancelled) setAudioFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [part, voice, source, manifest, core, applyAt]);

  // Give the audio back when the player closes.
  useEffect(
    () => () => {
      engineRef.current?.pause();
      source.release();
    },
    [source],
  );

  useEffect(() => engineRef.current?.setTempo(tempo), [tempo]);

  // While playing, follow the audio clock on every frame, showing where the audio will be when
  // the frame is seen (frame-clock.ts).
  useEffect(() => {
    const engine = engineRef.current;
    if (!playing || !part || !engine) return;
    let frame = 0;
    let previous = engine.timeMs();
    const fit = createClockFit();
    const timer = createFrameTimer();
    const tick = (frameMs: number) => {
      const frameLength = timer.frame(frameMs);
      let now = engine.timeMs();
      const activeLoop = live.current.loop;
      const jump = loopJump(activeLoop, previous, now);
      if (jump !== null) {
        engine.seek(jump);
        now = jump;
      }
      previous = now;
      const rate = engine.element.playbackRate;
      fit.add(performance.now(), now, rate);
      let shown = presentedAudioMs(fit, frameMs, frameLength, rate);
      // Inside an A-B loop the bar after its end is never shown: the audio jumps back first.
      if (activeLoop && now < activeLoop.endMs) shown = Math.min(shown, activeLoop.endMs - 1);
      applyAt(shown, false, true);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, part, applyAt]);

  // The highlighter, voice or lookahead changed: show it at once, also when paused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settings are read through `live`.
  useEffect(() => {
    if (engineRef.current) applyAt(engineRef.current.timeMs(), true);
  }, [settings.showHighlighter, voice, settings.lookaheadMilliseconds, applyAt]);

  const partPages = manifest.parts[partIndex]?.pages.map((p) => p.number) ?? [];
  const turnPage = view && partPages.includes(view.turn) ? view.turn : (partPages[0] ?? 1);
  const currentPage = view && partPages.includes(view.current) ? view.current : turnPage;

  // Remember where the work was left (requirements R3.11 lastOpened).
  useEffect(() => {
    if (!part || part.index !== partIndex || !view) return;
    const last = settingsRef.current.lastOpened;
    if (last.part === partIndex && last.page === turnPage) return;
    save({ lastOpened: { ts: Date.now(), part: partIndex, page: turnPage } });
  }, [part, partIndex, turnPage, save, view]);

  const seek = (ms: number) => {
    engineRef.current?.seek(ms);
    applyAt(ms, true);
  };
  const toggle = () => {
    const engine = engineRef.current;
    if (!engine || !part) return;
    if (engine.playing()) engine.pause();
    else void engine.play();
  };
  const currentBar = () =>
    lastHighlight.current?.barIndex ?? barIndexAt(bars, engineRef.current?.timeMs() ?? 0);
  const goToPart = (index: number, page = 0) => {
    if (index < 0 || index >= manifest.parts.length) return;
    resumeRef.current = engineRef.current?.playing() ?? false;
    engineRef.current?.pause();
    startRef.current = { part: index, page };
    setLoop(null);
    setLoopStart(null);
    if (index === partIndex) {
      const bar = firstBarOnPage(bars, page);
      seek(bar >= 0 ? bars[bar]!.startMs : 0);
      if (resumeRef.current) void engineRef.current?.play();
    } else {
      setView(null);
      setPartIndex(index);
    }
  };
  const jumpToPage = (page: number) => {
    const target = partOfPage(manifest, page);
    if (!target) return;
    if (target.index === partIndex) {
      const bar = firstBarOnPage(bars, page);
      if (bar >= 0) seek(bars[bar]!.startMs);
    } else {
      goToPart(target.index, page);
    }
  };
  const allPages = pageNumbers(manifest);
  const pagePosition = allPages.indexOf(turnPage);
  const previousPage = allPages[pagePosition - 1];
  const nextPage = allPages[pagePosition + 1];
  const stepLoop = () => {
    const index = currentBar();
    if (loop) {
      setLoop(null);
      setLoopStart(null);
    } else if (loopStart === null) {
      setLoopStart(index);
    } else {
      setLoop(makeLoop(bars, loopStart, index));
      setLoopStart(null);
    }
  };

  const ratio = (() => {
    const first = manifest.parts[partIndex]?.pages[0];
    return first && first.height > 0 ? first.width / first.height : DEFAULT_RATIO;
  })();
  const stageWidth = stageSize.width - 24;
  const stageHeight = stageSize.height - 24;
  const autoLayout = pageLayout(stageWidth, stageHeight, ratio);
  const zoom = validZoom(settings.zoom);
  const layout = zoomedLayout(stageWidth, stageHeight, ratio, zoom);
  const setZoom = (next: ScoreZoom) => save({ zoom: next });
  const zoomControls = {
    percent: zoomPercent(layout.pageWidth, autoLayout.pageWidth),
    zoomIn: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, 1)),
    zoomOut: () => setZoom(stepZoom(layout.pageWidth, autoLayout.pageWidth, -1)),
    fitWidth: () => setZoom('width'),
    fitHeight: () => setZoom('height'),
    reset: () => setZoom('auto'),
  };

  // Keyboard: Space plays or pauses, arrows move by a bar, Page up / down turn pages, + / − zoom,
  // W and H fit the page to the width or height, 0 goes back to the automatic size.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event) => {
    if (dialog || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (ownsKey(event, event.key)) return;
    const time = engineRef.current?.timeMs() ?? 0;
    if (event.key === ' ' || event.key === 'k') toggle();
    else if (event.key === 'ArrowRight') seek(stepBar(bars, time, 1));
    else if (event.key === 'ArrowLeft') seek(stepBar(bars, time, -1));
    else if (event.key === 'PageDown' && nextPage) jumpToPage(nextPage);
    else if (event.key === 'PageUp' && previousPage) jumpToPage(previousPage);
    else if (event.key === 'Home') seek(0);
    else if (event.key === '+' || event.key === '=') zoomControls.zoomIn();
    else if (event.key === '-') zoomControls.zoomOut();
    else if (event.key === 'w' || event.key === 'W') zoomControls.fitWidth();
    else if (event.key === 'h' || event.key === 'H') zoomControls.fitHeight();
    else if (event.key === '0') zoomControls.reset();
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const shownKey = visiblePages(partPages, currentPage, turnPage, layout.columns).join(',');
  const shownPages = useMemo(
    () => (part ? part.pages.filter((p) => shownKey.split(',').includes(String(p.number))) : []),
    [part, shownKey],
  );
  const title = localText(manifest.title, language);
  const partTitle = localText(manifest.parts[partIndex]?.title ?? manifest.title, language);
  const durationMs = part?.sync.durationMs ?? manifest.parts[partIndex]?.durationMs ?? 0;
  const barIndex = barIndexAt(bars, timeMs);
  const loopView: LoopView = loop
    ? { state: 'on', from: bars[loop.fromIndex]?.n ?? '', to: bars[loop.toIndex]?.n ?? '' }
    : loopStart !== null
      ? { state: 'start', from: bars[loopStart]?.n ?? '' }
      : { state: 'off' };
  const purchaseUrl = shopLinks.article(core.shopUrl.value, articleId);
  const owned = core.purchases.owns(articleId);

  return (
    <main css={[shell, embedded && embeddedShell]} part="base" data-article-id={articleId}>
      <PlayerToolbar
        backTo={pathFor('works', locale)}
        title={title}
        subtitle={
          manifest.parts.length > 1
            ? `${partIndex + 1}. ${partTitle}`
            : manifest.composers.map((composer) => composer.name).join(' · ')
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
            <span css={[badge, tones.info, hideOnPhones]}>
              {t('player.version', { version: source.version })}
            </span>
          </>
        }
        page={turnPage}
        pageCount={allPages.length}
        zoom={zoomControls}
        onJump={() => setDialog('jump')}
        onPreviousPage={previousPage ? () => jumpToPage(previousPage) : undefined}
        onNextPage={nextPage ? () => jumpToPage(nextPage) : undefined}
        actions={[
          { key: 'contents', icon: listIcon, label: t('player.contents'), run: () => setDialog('toc') },
          {
            key: 'work',
            icon: infoIcon,
            label: t('player.aboutWork'),
            about: true,
            run: () => setDialog('work'),
          },
          {
            key: 'recording',
            icon: micIcon,
            label: t('player.aboutRecording'),
            about: true,
            run: () => setDialog('recording'),
          },
          {
            key: 'settings',
            icon: slidersIcon,
            label: t('player.workSettings'),
            short: t('player.settings'),
            run: () => setDialog('settings'),
          },
          { key: 'options', icon: gearIcon, label: t('player.options'), run: () => setDialog('options') },
        ]}
      />
      {source.preview && (
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
      {audioFailed && (
        <div css={banner}>
          <Notice tone="danger" live>
            {t('player.errors.audio')}
          </Notice>
        </div>
      )}
      <div css={stageBox} ref={stageNode}>
        {partState.status === 'error' ? (
          <div css={loadingStage}>
            <Notice
              tone="danger"
              live
              action={
                <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                  {t('works.retry')}
                </Button>
              }
            >
              {t('player.errors.failed')}
            </Notice>
          </div>
        ) : !part ? (
          <div css={loadingStage} aria-busy="true">
            {t('player.loading')}
          </div>
        ) : (
          <ScoreView
            pages={shownPages}
            pageSize={{ width: layout.pageWidth, height: layout.pageHeight }}
            staff={voice ? VOICE_STAFF[voice] : null}
            turnPage={turnPage}
            label={(page) => t('player.scoreLabel', { title, page })}
            regionLabel={t('player.score', { title })}
            onMeasure={(measureId) => {
              const index = occurrenceOf(bars, measureId, currentBar());
              if (index >= 0) seek(bars[index]!.startMs);
            }}
            handle={scoreRef}
          />
        )}
        <p css={keyboardHint}>{t('player.keyboard')}</p>
      </div>
      <Transport
        playing={playing}
        timeMs={timeMs}
        durationMs={durationMs}
        barLabel={bars[barIndex]?.n ?? '–'}
        voices={manifest.voices}
        voice={voice}
        tempo={tempo}
        loop={loopView}
        highlighter={settings.showHighlighter}
        onToggle={toggle}
        onSeek={seek}
        onStepBar={(direction) => seek(stepBar(bars, engineRef.current?.timeMs() ?? 0, direction))}
        onPreviousPart={partIndex > 0 ? () => goToPart(partIndex - 1) : undefined}
        onNextPart={partIndex < manifest.parts.length - 1 ? () => goToPart(partIndex + 1) : undefined}
        onVoice={(preferredVoice) => save({ preferredVoice })}
        onTempo={(percent) => setTempo(clampTempo(percent))}
        onLoop={stepLoop}
        onHighlighter={(showHighlighter) => save({ showHighlighter })}
      />
      {/* biome-ignore lint/a11y/useMediaCaption: a choral recording; the score is its text. */}
      <audio
        ref={audioRef}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          if (engineRef.current) applyAt(engineRef.current.timeMs(), true);
        }}
        onEnded={() => setPlaying(false)}
        onSeeked={() =>
          engineRef.current && !engineRef.current.playing() && applyAt(engineRef.current.timeMs(), true)
        }
        onError={() => urlRef.current && setAudioFailed(true)}
        part="audio"
      />

      <TocDialog
        open={dialog === 'toc'}
        manifest={manifest}
        language={language}
        currentPart={partIndex}
        onClose={() => setDialog(null)}
        onPick={(index) => goToPart(index, manifest.parts[index]?.pages[0]?.number ?? 0)}
      />
      <AboutDialog
        open={dialog === 'work'}
        title={t('player.aboutWork')}
        html={localText(manifest.aboutWork, language)}
        edition={manifest}
        onClose={() => setDialog(null)}
      />
      <AboutDialog
        open={dialog === 'recording'}
        title={t('player.aboutRecording')}
        html={localText(manifest.aboutRecording, language)}
        edition={manifest}
        onClose={() => setDialog(null)}
      />
      <JumpDialog
        open={dialog === 'jump'}
        pageCount={allPages.length}
        currentPage={turnPage}
        onClose={() => setDialog(null)}
        onJump={(page) => jumpToPage(allPages[page - 1] ?? page)}
      />
      <WorkSettingsDialog
        open={dialog === 'settings'}
        values={{
          voice,
          showHighlighter: settings.showHighlighter,
          lookaheadMilliseconds: settings.lookaheadMilliseconds,
        }}
        onChange={(patch) =>
          save({
            ...(patch.voice !== undefined ? { preferredVoice: patch.voice } : {}),
            ...(patch.showHighlighter !== undefined ? { showHighlighter: patch.showHighlighter } : {}),
            ...(patch.lookaheadMilliseconds !== undefined
              ? { lookaheadMilliseconds: patch.lookaheadMilliseconds }
              : {}),
          })
        }
        onClose={() => setDialog(null)}
      />
      <OptionsDialog
        open={dialog === 'options'}
        onClose={() => setDialog((current) => (current === 'options' ? null : current))}
        onJumpToPage={() => setDialog('jump')}
        onSaved={(saved) =>
          save({
            preferredVoice: saved.preferredVoice,
            showHighlighter: saved.showHighlighter,
            lookaheadMilliseconds: saved.viewportFocusOffset,
          })
        }
        onLanguageChange={(next) => {
          if (!embedded)
            navigation.navigate(pathFor('player', routeLocale(next), { articleId }), { replace: true });
        }}
      />
    </main>
  );
}
