import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import type { DownloadEvent } from '../../core/downloads/download-manager';
import { withTexts } from '../../core/i18n/register-texts';
import { routeLocale } from '../../core/routing/routes';
import { useCore } from '../hooks/use-core';
import type { PurchaseRequest } from '../player/player';

// The same lazy areas as the app's works and player routes, each loaded on first use.
const WorksScreen = lazy(() =>
  import('../areas/works').then(withTexts).then((m) => ({ default: m.WorksScreen })),
);
const PlayerScreen = lazy(() =>
  import('../areas/player').then(withTexts).then((m) => ({ default: m.PlayerScreen })),
);

/** While the works chunk loads (its texts come with it, so this shows no words). */
function Loading() {
  return (
    <div
      aria-busy="true"
      css={css`
        min-height: 240px;
        background: var(--choir-color-background);
      `}
    />
  );
}

export interface EmbeddedWorksProps {
  supportMail?: string;
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
  onDownload?: (detail: DownloadEvent) => void;
  noHeading?: boolean;
}

/** `<choir-works>`: My works outside the app (locale from the element's `locale` or the settings). */
export function EmbeddedWorks(props: EmbeddedWorksProps) {
  useSignals();
  const core = useCore();
  return (
    <Suspense fallback={<Loading />}>
      <WorksScreen locale={routeLocale(core.language.value)} params={{}} {...props} />
    </Suspense>
  );
}

export interface EmbeddedPlayerProps {
  articleId?: string;
  preview?: boolean;
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
}

/** `<choir-player article-id="…">`: one edition's player outside the app; it fills the element's height. */
export function EmbeddedPlayer({ articleId, preview, onPurchaseRequest }: EmbeddedPlayerProps) {
  useSignals();
  const core = useCore();
  return (
    <Suspense fallback={<Loading />}>
      <PlayerScreen
        key={articleId}
        locale={routeLocale(core.language.value)}
        params={{ articleId: articleId ?? '' }}
        preview={preview === true}
        embedded
        {...(onPurchaseRequest ? { onPurchaseRequest } : {})}
      />
    </Suspense>
  );
}
