import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import { routeLocale } from '../../core/routing/routes';
import type { PurchaseRequest } from '../../core/shop/purchase-request';
import type { DownloadEvent } from '../../core/works/downloads/download-state';
import { AreaLoading } from '../components/area-loading';
import { useCore } from '../hooks/use-core';

// The same lazy area as the app's works route, loaded on first use.
const WorksScreen = lazy(() =>
  import('../areas/works').then(withTexts).then((m) => ({ default: m.WorksScreen })),
);

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
    <Suspense fallback={<AreaLoading />}>
      <WorksScreen locale={routeLocale(core.language.value)} params={{}} {...props} />
    </Suspense>
  );
}
