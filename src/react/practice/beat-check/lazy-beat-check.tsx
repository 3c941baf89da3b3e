import { lazy, Suspense } from 'react';
import { withTexts } from '../../../core/i18n/register-texts';
import type { BeatCheckPanelProps } from './beat-check-panel';

// The Beat check (detector, scoring, its texts) loads only when opened: the tools' first view stays small.
const BeatCheckPanel = lazy(() =>
  import('./beat-check-panel').then(withTexts).then((module) => ({ default: module.BeatCheckPanel })),
);

/** The Beat check panel, loaded on first use. */
export function LazyBeatCheck(props: BeatCheckPanelProps) {
  return (
    <Suspense fallback={null}>
      <BeatCheckPanel {...props} />
    </Suspense>
  );
}
