import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import { routeLocale } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import { AreaLoading } from '../components/area-loading';
import { useCore } from '../hooks/use-core';

// The same lazy area as the app's player route, loaded on first use.
const PlayerScreen = lazy(() =>
  import('../areas/player').then(withTexts).then((m) => ({ default: m.PlayerScreen })),
);

export interface EmbeddedPlayerProps {
  articleId?: string;
  /** The bar to open at (the `bar` attribute): the app route's `?bar=`. */
  bar?: string;
  preview?: boolean;
  /** A preview's layout (the `layout` attribute): printed, screen or auto. */
  layout?: string;
  onPurchaseRequest?: (detail: PurchaseRequest) => boolean | undefined;
}

/** `<choir-player article-id="…">`: one edition's player outside the app; it fills the element's height. */
export function EmbeddedPlayer({ articleId, bar, preview, layout, onPurchaseRequest }: EmbeddedPlayerProps) {
  useSignals();
  const core = useCore();
  return (
    <Suspense fallback={<AreaLoading />}>
      <PlayerScreen
        key={articleId}
        locale={routeLocale(core.language.value)}
        params={{ articleId: articleId ?? '' }}
        search={bar ? `?${new URLSearchParams({ bar })}` : ''}
        preview={preview === true}
        previewLayout={layout === 'screen' || layout === 'auto' || layout === 'printed' ? layout : undefined}
        embedded
        {...(onPurchaseRequest ? { onPurchaseRequest } : {})}
      />
    </Suspense>
  );
}
