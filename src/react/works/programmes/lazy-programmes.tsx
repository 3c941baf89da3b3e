import { lazy, Suspense } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';
import type { ProgrammesPanelProps } from './programmes-panel';

// Programmes are not part of the works list's first paint: their code and texts load after it.
const Panel = lazy(() =>
  import('./programmes-panel').then(withTexts).then((module) => ({ default: module.ProgrammesPanel })),
);

/** The programmes section, loaded on first render (nothing shows until it is in). */
export function LazyProgrammesPanel(props: ProgrammesPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
