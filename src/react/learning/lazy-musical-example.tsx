import { lazy, Suspense } from 'react';
import { card } from './learning.styles';
import type { MusicalExampleProps } from './musical-example';
import { box, loadingBox } from './musical-example-box.styles';

// The example's code (its score sanitizer, the sync map) loads with the example: a text or video
// lesson's first view does not carry it.
const MusicalExample = lazy(() =>
  import('./musical-example').then((module) => ({ default: module.MusicalExample })),
);

/** A musical example, its code loaded on first use; its place held at the size it loads at. */
export function LazyMusicalExample(props: MusicalExampleProps) {
  return (
    <Suspense fallback={<div css={[card, box, loadingBox]} aria-busy="true" />}>
      <MusicalExample {...props} />
    </Suspense>
  );
}
