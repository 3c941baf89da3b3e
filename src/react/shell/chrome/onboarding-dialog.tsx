import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

const SLIDES = [
  { key: 's1', colour: '#1d4ed8' },
  { key: 's2', colour: '#0f766e' },
  { key: 's3', colour: '#7c3aed' },
  { key: 's4', colour: '#b45309' },
  { key: 's5', colour: '#be123c' },
] as const;

const slide = css`
  display: grid;
  align-content: end;
  min-height: 200px;
  margin: 0 -24px 16px;
  padding: 24px;
  color: var(--choir-color-on-media);
  h3 {
    margin: 0 0 6px;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: color-mix(in srgb, var(--choir-color-on-media) 92%, transparent);
  }
`;

const dots = css`
  display: flex;
  justify-content: center;
  gap: 8px;
  button {
    width: 12px;
    height: 12px;
    padding: 0;
    border: none;
    border-radius: 50%;
    background: var(--choir-color-border);
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: var(--choir-color-primary);
  }
`;

/** The onboarding carousel: five coloured slides (requirements R2.24), keyboard arrows move between them. */
export function OnboardingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const current = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  return (
    <Dialog
      open={open}
      title={t('onboarding.title')}
      onClose={onClose}
      closeLabel={t('onboarding.skip')}
      actions={
        <>
          {index > 0 && (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('onboarding.previous')}
            </Button>
          )}
          <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? t('onboarding.done') : t('onboarding.next')}
          </Button>
        </>
      }
    >
      <section
        css={[slide, css`background: linear-gradient(150deg, ${current.colour}, var(--choir-color-media));`]}
        aria-roledescription="slide"
        aria-label={t('onboarding.slide', { n: index + 1, total: SLIDES.length })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' && !last) setIndex(index + 1);
          if (event.key === 'ArrowLeft' && index > 0) setIndex(index - 1);
        }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide takes focus so arrow keys can move between slides.
        tabIndex={0}
      >
        <h3>{t(`onboarding.slides.${current.key}.title`)}</h3>
        <p>{t(`onboarding.slides.${current.key}.text`)}</p>
      </section>
      <div css={dots}>
        {SLIDES.map((entry, i) => (
          <button
            key={entry.key}
            type="button"
            aria-current={i === index}
            aria-label={t('onboarding.slide', { n: i + 1, total: SLIDES.length })}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </Dialog>
  );
}
