import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantedFault, Voice } from '../../../core/contract/api';
import { VOICES } from '../../../core/contract/constants';
import {
  type AnswerCheck,
  type AnswerPart,
  checkAnswer,
  FAULT_KINDS,
  type FaultAnswer,
  NO_ANSWER,
  WHOLE_PIECE,
} from '../../../core/learning/fault-answer';
import { Button } from '../../components/button';
import { ChipGroup } from '../../components/chip-group';
import { Notice } from '../../components/notice';
import { LessonHtml } from '../lesson-html';

const quiz = css`
  display: grid;
  gap: 18px;
  margin-top: 24px;
  padding-top: 18px;
  border-top: 1px solid var(--choir-color-border);
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  form {
    display: grid;
    gap: 16px;
    justify-items: start;
  }
  fieldset {
    width: 100%;
  }
`;

const partList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const PARTS: AnswerPart[] = ['voice', 'bar', 'kind'];

/**
 * An ear-training exercise's answer (decision 0055): voice, bar and kind of the fault, checked
 * against the fault the recording carries. Told right or wrong part by part (a changed choice is
 * checked again); right, or asked to be shown, it shows the solution (`solution`, the lesson's text
 * after its last heading) and the score marks the fault (`onReveal`). "Try again" starts afresh.
 * `onCorrect` runs at each right answer.
 */
export function FaultQuiz({
  fault,
  bars,
  solution,
  onReveal,
  onCorrect,
}: {
  fault: PlantedFault | undefined;
  bars: string[];
  solution: string;
  onReveal(shown: boolean): void;
  onCorrect(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<FaultAnswer>(NO_ANSWER);
  const [check, setCheck] = useState<AnswerCheck | null>(null);
  const [shown, setShown] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  // "Show the answer" goes away as it is pressed: focus moves on to "Try again", not to the page.
  const focusRetry = useRef(false);
  useEffect(() => {
    if (!shown || !focusRetry.current) return;
    focusRetry.current = false;
    actionsRef.current?.querySelector<HTMLElement>('[part~="try-again"]')?.focus();
  }, [shown]);
  if (!fault)
    return (
      <Notice tone="danger" live>
        {t('learning.ear.noAnswer')}
      </Notice>
    );

  const reveal = (next: boolean) => {
    setShown(next);
    onReveal(next);
  };
  // A changed answer waits for its own check: the verdict and the solution go.
  const choose = (part: AnswerPart, value: string) => {
    setAnswer((current) => ({ ...current, [part]: value === '' ? null : value }));
    setCheck(null);
    if (shown) reveal(false);
  };
  const submit = () => {
    const next = checkAnswer(fault, answer);
    setCheck(next);
    if (next.status === 'checked' && next.correct) {
      reveal(true);
      onCorrect();
    }
  };
  // "Try again" goes away with the solution: focus returns to the question.
  const retry = () => {
    setAnswer(NO_ANSWER);
    setCheck(null);
    reveal(false);
    heading.current?.focus();
  };
  const missing = (part: AnswerPart) =>
    check?.status === 'incomplete' && check.missing.includes(part)
      ? t(`learning.ear.missing${part === 'voice' ? 'Voice' : part === 'bar' ? 'Bar' : 'Kind'}`)
      : undefined;
  const checked = check?.status === 'checked' ? check : null;
  const partLabel = (part: AnswerPart) =>
    t(part === 'voice' ? 'learning.ear.voice' : part === 'bar' ? 'learning.ear.place' : 'learning.ear.kind');

  return (
    <section css={quiz} aria-labelledby={headingId} part="fault-quiz">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('learning.ear.title')}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ChipGroup<Voice>
          legend={t('learning.ear.voice')}
          options={VOICES.map((voice) => ({ value: voice, label: t(`voices.${voice}`) }))}
          value={answer.voice ?? ''}
          onChange={(value) => choose('voice', value)}
          error={missing('voice')}
        />
        <ChipGroup
          legend={t('learning.ear.place')}
          options={[
            ...bars.map((bar) => ({ value: bar, label: bar })),
            { value: WHOLE_PIECE, label: t('learning.ear.wholePiece') },
          ]}
          value={answer.bar ?? ''}
          onChange={(value) => choose('bar', value)}
          error={missing('bar')}
        />
        <ChipGroup
          legend={t('learning.ear.kind')}
          options={FAULT_KINDS.map((kind) => ({ value: kind, label: t(`learning.ear.kinds.${kind}`) }))}
          value={answer.kind ?? ''}
          onChange={(value) => choose('kind', value)}
          error={missing('kind')}
        />
        <div css={actions} ref={actionsRef}>
          <Button type="submit" part="check-answer">
            {t('learning.ear.check')}
          </Button>
          {checked && !shown && (
            <Button
              variant="ghost"
              onClick={() => {
                focusRetry.current = true;
                reveal(true);
              }}
              part="show-answer"
            >
              {t('learning.ear.showAnswer')}
            </Button>
          )}
          {shown && (
            <Button variant="secondary" onClick={retry} part="try-again">
              {t('learning.ear.tryAgain')}
            </Button>
          )}
        </div>
      </form>
      {checked && (
        <Notice tone={checked.correct ? 'success' : 'warning'} live>
          <strong>{t(checked.correct ? 'learning.ear.right' : 'learning.ear.wrong')}</strong>
          {!checked.correct && (
            <ul css={partList}>
              {PARTS.map((part) => (
                <li key={part}>
                  {t(checked.right[part] ? 'learning.ear.partRight' : 'learning.ear.partWrong', {
                    part: partLabel(part),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {shown && !checked?.correct && <p>{t('learning.ear.shownOnly')}</p>}
      {shown && solution && <LessonHtml html={solution} />}
    </section>
  );
}
