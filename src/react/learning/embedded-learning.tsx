import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { withTexts } from '../../core/i18n/register-texts';
import { routeLocale } from '../../core/routing/routes';
import { useCore } from '../hooks/use-core';
import { LoadingBlock } from './loading';
// The placeholder's label is a learning text: registered with the element, not with the screen's chunk.
import './texts';

// The same lazy areas as the app's routes, so an embedded element loads the shared chunk on first use.
const StartScreen = lazy(() =>
  import('../areas/start').then(withTexts).then((m) => ({ default: m.StartScreen })),
);
const LearnElementScreen = lazy(() =>
  import('../areas/learn-element').then(withTexts).then((m) => ({ default: m.LearnElementScreen })),
);

/** `<choir-start>`: the start page outside the app (locale from the element's `locale` or the settings). */
export function EmbeddedStart() {
  useSignals();
  const core = useCore();
  return (
    <Suspense fallback={<LoadingBlock />}>
      <StartScreen locale={routeLocale(core.language.value)} params={{}} />
    </Suspense>
  );
}

export interface EmbeddedLearnElementProps {
  topicId?: string;
  moduleId?: string;
  learnElementId?: string;
  onProgress?: (detail: { learnElementId: number; progress: number }) => void;
}

/** `<choir-learn-element>`: one learning element outside the app, chosen by its ids. */
export function EmbeddedLearnElement({
  topicId,
  moduleId,
  learnElementId,
  onProgress,
}: EmbeddedLearnElementProps) {
  useSignals();
  const core = useCore();
  return (
    <Suspense fallback={<LoadingBlock />}>
      <LearnElementScreen
        locale={routeLocale(core.language.value)}
        params={{ topicId: topicId ?? '', moduleId: moduleId ?? '', learnElementId: learnElementId ?? '' }}
        {...(onProgress ? { onProgress } : {})}
      />
    </Suspense>
  );
}
