import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../core/events/core-events';
import { localText } from '../../core/i18n/local-text';
import { getCore } from '../../core/page-core';
import { openEditionEarly, takeOrOpenEdition } from '../../core/player/early-opening';
import { editionHeading, knownHeading } from '../../core/player/edition-heading';
import type { OpenedEdition } from '../../core/player/edition-source';
import type { LayoutChoice } from '../../core/player/score-layout-settings';
import { barOfQuery } from '../../core/routing/player-bar';
import { pathFor, type RouteParams } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import { worksFor } from '../../core/works/works';
import { AppLink } from '../components/app-link';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { arrowLeftIcon } from '../components/icons/arrow-left';
import { Notice } from '../components/notice';
import type { ScreenProps } from '../components/screen-props';
import { useAsync } from '../hooks/use-async';
import { useCore } from '../hooks/use-core';
import { useWorks } from '../hooks/use-works';
import { pageFrame } from '../styles/recipes';
import { Player } from './player';
import { embeddedShell, loadingStage, shell, stageBox } from './player.styles';
import { PlayerTitleBar } from './player-title-bar';
import './texts';
import { useSchemeTokens } from '../styles/feature-tokens';
import { scoreTokens } from '../styles/score-svg';

const status = css`
  display: grid;
  gap: 16px;
  justify-items: start;
  max-width: 640px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const PROBLEMS: Partial<Record<OpenedEdition['kind'], { code: Problem['code']; text: string }>> = {
  'not-found': { code: 'edition-not-found', text: 'player.errors.notFound' },
  'missing-files': { code: 'edition-missing-files', text: 'errors.missingFiles' },
  'not-possible': { code: 'edition-not-possible', text: 'errors.downloadNotPossible' },
  failed: { code: 'edition-failed', text: 'player.errors.failed' },
};

/** The longest the app's first view of the player waits for the work's title before it shows. */
export const HEADING_WAIT_MS = 400;

/**
 * The app's player route, as soon as its code is in: the edition starts opening (early-opening.ts)
 * and its title is asked for. Settles when the title is known (or after HEADING_WAIT_MS): the
 * screen then shows its header with the title from its first frame.
 */
export function openRouteEdition(params: RouteParams, search: string): Promise<unknown> | undefined {
  const core = getCore();
  if (!params.articleId) return undefined;
  const works = worksFor(core);
  openEditionEarly(works, core, params.articleId, barOfQuery(search), {
    width: window.innerWidth,
    height: window.innerHeight,
  });
  const heading = editionHeading(works, params.articleId, core.env.log);
  return Promise.race([heading, new Promise((resolve) => setTimeout(resolve, HEADING_WAIT_MS))]);
}

export interface PlayerScreenProps extends ScreenProps {
  /** Open the preview even for an owner (the element's `preview` attribute). */
  preview?: boolean;
  /** How a preview shows the music (the element's `layout` attribute). */
  previewLayout?: LayoutChoice | undefined;
  embedded?: boolean;
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
}

/**
 * `/{locale}/player/{articleId}[?bar=n]`: opens the edition (at bar n when asked) (downloaded, online, or the preview) and shows
 * the player, or says why it cannot: missing files, just purchased, offline, unknown edition.
 */
export function PlayerScreen({
  locale,
  params,
  search = '',
  preview = false,
  previewLayout,
  embedded = false,
  onPurchaseRequest,
}: PlayerScreenProps) {
  useSchemeTokens(scoreTokens);
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const works = useWorks();
  const articleId = params.articleId ?? '';
  const startBar = barOfQuery(search);
  const owned = core.purchases.owns(articleId);
  const [opened, setOpened] = useState<OpenedEdition | null>(null);
  const [forcePreview, setForcePreview] = useState(preview);
  const [attempt, setAttempt] = useState(0);
  const heading = useAsync(articleId, () => editionHeading(works, articleId, core.env.log));
  const known = heading.status === 'ready' ? heading.value : knownHeading(works, articleId);

  useEffect(() => setForcePreview(preview), [preview]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` opens again ("Try again"); `owned` after a purchase.
  useEffect(() => {
    let current = true;
    setOpened(null);
    takeOrOpenEdition(works, core, articleId, { preview: forcePreview }).then(
      (result) => current && setOpened(result),
      (error: unknown) => {
        core.env.log('Edition could not be opened', error);
        if (current) setOpened({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [works, articleId, forcePreview, attempt, owned, core]);

  // The failures (not the waits: offline, not available yet) reach the host as `choir-error`,
  // once each (not again when the language changes).
  const failure = opened && PROBLEMS[opened.kind];
  useEffect(() => {
    if (failure) core.reportProblem({ code: failure.code, message: core.i18n.t(failure.text) });
  }, [failure, core]);

  if (opened?.kind === 'ready')
    return (
      <Player
        key={`${articleId}:${opened.source.version}:${opened.source.preview}:${startBar}`}
        articleId={articleId}
        locale={locale}
        source={opened.source}
        manifest={opened.manifest}
        startBar={startBar}
        embedded={embedded}
        previewLayout={previewLayout}
        onPurchaseRequest={onPurchaseRequest}
      />
    );

  if (!opened)
    return (
      <main css={[shell, embedded && embeddedShell]} part="base" aria-busy="true">
        <PlayerTitleBar
          backTo={pathFor('works', locale)}
          title={known ? localText(known.title, core.language.value) : ''}
          subtitle={known?.composers ?? ''}
        />
        <div css={[stageBox, loadingStage]}>{t('player.loading')}</div>
      </main>
    );

  const toWorks = (
    <AppLink to={pathFor('works', locale)}>
      <Icon shape={arrowLeftIcon} size={16} /> {t('player.backToWorks')}
    </AppLink>
  );
  const retry = (
    <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
      {t('player.retry')}
    </Button>
  );
  const openPreview = (
    <Button variant="secondary" onClick={() => setForcePreview(true)}>
      {t('player.errors.openPreview')}
    </Button>
  );
  const problem: { tone: 'warning' | 'danger'; text: string; action?: React.ReactNode } =
    opened.kind === 'missing-files'
      ? { tone: 'warning', text: `${t('errors.missingFiles')} ${t('player.errors.missingFiles')}` }
      : opened.kind === 'offline'
        ? {
            tone: 'warning',
            text: `${t('errors.noConnection')} ${t('player.errors.offline')}`,
            action: retry,
          }
        : opened.kind === 'not-possible'
          ? { tone: 'danger', text: t('errors.downloadNotPossible'), action: openPreview }
          : opened.kind === 'not-found'
            ? { tone: 'danger', text: t('player.errors.notFound') }
            : { tone: 'danger', text: t('player.errors.failed'), action: retry };
  return (
    <main css={pageFrame} part="base">
      <div css={status}>
        {toWorks}
        <h1>{known ? localText(known.title, core.language.value) : t('player.toolbar')}</h1>
        <Notice tone={problem.tone} live action={problem.action}>
          {problem.text}
        </Notice>
      </div>
    </main>
  );
}
