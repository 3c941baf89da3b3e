import { lazy, Suspense } from 'react';
import type { MetronomeProps } from './metronome';

// The metronome panel beside a lesson video loads when the user opens it (it starts closed): the
// lesson's first view stays small. Its texts are the practice tools', registered already.
const Metronome = lazy(() => import('./metronome').then((module) => ({ default: module.Metronome })));

/** The metronome panel, loaded on first use. */
export function LazyMetronome(props: MetronomeProps) {
  return (
    <Suspense fallback={null}>
      <Metronome {...props} />
    </Suspense>
  );
}
