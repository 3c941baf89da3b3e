import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { localText } from '../../../core/i18n/local-text';
import type { LocalElement } from '../../../core/learning/localise';
import { useCore } from '../../hooks/use-core';
import { useLearning } from '../../hooks/use-learning';
import { useWhenBackOnline } from '../../hooks/use-online';

/** A lesson's text: there, on its way, or not loaded (offline without a kept copy, a failed request). */
export type LessonTextState = { state: 'ready'; body: string } | { state: 'loading' } | { state: 'failed' };

/**
 * The text of a lesson the user may open. The course's outline has none (core/learning/topic-texts.ts):
 * it comes with its topic's texts, asked for here (again whenever the outline or the language is
 * new, the text in memory shown meanwhile) and once more when the browser is back online.
 */
export function useLessonText(element: LocalElement): { text: LessonTextState; retry: () => void } {
  useSignals();
  const core = useCore();
  const { texts } = useLearning();
  const outline = core.topics.list.value;
  const language = core.language.value;
  // An outline that carries the texts (a server that sends them with the list) needs no second call.
  const needed = element.access && element.body === '';
  const { topicId, learnElementId } = element;
  const retry = () => void texts.load(topicId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new outline or language may change the text.
  useEffect(() => {
    if (needed) void texts.load(topicId);
  }, [texts, needed, topicId, outline, language]);
  useWhenBackOnline(() => needed && texts.failed(topicId) && retry());
  if (!needed) return { text: { state: 'ready', body: element.body }, retry };
  const loaded = texts.bodyOf(topicId, learnElementId);
  if (loaded) return { text: { state: 'ready', body: localText(loaded, language) }, retry };
  return { text: texts.failed(topicId) ? { state: 'failed' } : { state: 'loading' }, retry };
}
