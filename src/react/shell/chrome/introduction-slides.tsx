/**
 * The introduction's slides, each with a live small view of the real screen it speaks of: the
 * course's own topics, the beat pattern moving as in the practice tools, the player's transport,
 * and the choice of voice and language itself. Loaded when the introduction opens (its views
 * belong to other areas), never with the first page.
 */
import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../core/contract/api';
import { LANGUAGES, VOICES } from '../../../core/contract/constants';
import { localText } from '../../../core/i18n/local-text';
import { CENTRED_PLACEMENT } from '../../../core/practice/patterns';
import { ChipGroup } from '../../components/chip-group';
import { useCore } from '../../hooks/use-core';
import { Transport } from '../../player';
import { type MetronomeClock, PatternOverlay } from '../../practice';

import type { SlideKey } from './introduction-slide-keys';

/** The live view's frame: a small, framed picture of a screen. */
const view = css`
  position: relative;
  overflow: hidden;
  border: 1px solid var(--choir-color-border);
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-background);
`;

const topicList = css`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 10px;
  list-style: none;
  li {
    padding: 8px 12px;
    border: 1px solid var(--choir-color-border);
    border-radius: var(--choir-radius-small);
    background: var(--choir-color-surface);
    font-weight: 600;
  }
  li:last-child {
    border: none;
    background: none;
    font-weight: 400;
    color: var(--choir-color-muted);
  }
`;

const canvas = css`
  aspect-ratio: 16 / 9;
  background: linear-gradient(180deg, var(--choir-color-primary-soft), var(--choir-color-surface));
`;

/** The transport as the player shows it: a picture here, not a control. */
const transport = css`
  container: player / inline-size;
  pointer-events: none;
`;

const choices = css`
  display: grid;
  gap: 16px;
`;

/** Four beats at 60 bpm on the page's clock: the pattern moves as over a running metronome. */
function useRunningClock(): MetronomeClock {
  return useMemo(() => {
    const started = performance.now();
    return {
      position: () => {
        const beats = (performance.now() - started) / 1000;
        return { kind: 'beat' as const, beat: Math.floor(beats) % 4, phase: beats % 1 };
      },
      restartBar: () => undefined,
    };
  }, []);
}

function CourseView() {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const topics = core.topics.list.value.filter((topic) => topic.art !== 'SE');
  const shown = topics.slice(0, 4);
  return (
    <ol css={[view, topicList]} aria-label={t('onboarding.slides.course.title')}>
      {shown.map((topic) => (
        <li key={topic.topicId}>{localText(topic.headline, core.language.value)}</li>
      ))}
      {topics.length > shown.length && (
        <li>{t('onboarding.slides.course.more', { count: topics.length - shown.length })}</li>
      )}
    </ol>
  );
}

function ToolsView() {
  const clock = useRunningClock();
  return (
    <div css={[view, canvas]} aria-hidden="true" inert>
      <PatternOverlay beats={4} metronome={clock} placement={CENTRED_PLACEMENT} variant="canvas" />
    </div>
  );
}

const ignore = () => undefined;

function WorksView() {
  return (
    <div css={[view, transport]} aria-hidden="true" inert>
      <Transport
        parts={false}
        playing={false}
        timeMs={41_000}
        durationMs={152_000}
        barLabel="17"
        voices={VOICES}
        voice="alto"
        tempo={90}
        loop={{ state: 'on', from: '17', to: '24' }}
        highlighter
        canPlay
        onToggle={ignore}
        onSeek={ignore}
        onStepBar={ignore}
        onVoice={ignore}
        onTempo={ignore}
        onLoop={ignore}
        onHighlighter={ignore}
      />
    </div>
  );
}

/** The choices themselves: stored at once, the language moving the app (and this dialog) to it. */
function ChoicesView({ onLanguageChange }: { onLanguageChange: (language: Language) => void }) {
  useSignals();
  const core = useCore();
  const { t } = useTranslation();
  const settings = core.auth.settings.value;
  return (
    <div css={choices}>
      <ChipGroup
        legend={t('onboarding.slides.choices.voice')}
        options={VOICES.map((voice) => ({ value: voice, label: t(`voices.${voice}`) }))}
        value={settings.preferredVoice}
        onChange={(preferredVoice) => core.session.updateSettings({ preferredVoice })}
      />
      <ChipGroup
        legend={t('onboarding.slides.choices.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        value={core.language.value}
        // One language is always chosen: pressing the chosen one again keeps it.
        onChange={(language) => language && onLanguageChange(language)}
      />
    </div>
  );
}

/** One slide's live view. */
export function SlideView({
  slide,
  onLanguageChange,
}: {
  slide: SlideKey;
  onLanguageChange: (language: Language) => void;
}) {
  switch (slide) {
    case 'course':
      return <CourseView />;
    case 'tools':
      return <ToolsView />;
    case 'works':
      return <WorksView />;
    default:
      return <ChoicesView onLanguageChange={onLanguageChange} />;
  }
}
