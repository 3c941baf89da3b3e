import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/contract/api';
import { pathFor } from '../../../core/routing/routes';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';

const panel = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  min-height: 70vh;
  align-content: center;
  padding: 40px 20px;
  text-align: center;
  h1 {
    margin: 16px 0 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0 0 12px;
    color: var(--choir-color-muted);
    max-width: 46ch;
  }
`;

const primaryLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: var(--choir-radius-small);
  background: var(--choir-color-primary);
  color: var(--choir-color-on-primary);
  font-weight: 600;
  text-decoration: none;
`;

/** The error layout's 404 page. */
export function NotFoundScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <main css={panel}>
      <Logo size={48} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <AppLink css={primaryLink} to={pathFor('start', locale)}>
        {t('notFound.toStart')}
      </AppLink>
    </main>
  );
}

/** Shown when a lazy area did not load (or not within 120 s). */
export function ChunkErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main css={panel} role="alert">
      <Logo size={48} />
      <h1>{t('chunkError.title')}</h1>
      <p>{t('chunkError.text')}</p>
      <Button onClick={onRetry}>{t('chunkError.retry')}</Button>
    </main>
  );
}

/**
 * The page's own draft of its first view (a child of the element marked `data-first-view`: the
 * player's title bar the server drew, see server/http/boot-frame.ts) goes into this slot. Until the
 * element's first commit the draft showed through the element's placeholder slot with the rest of
 * its content; this commit removes that slot, so nothing is painted in between.
 */
function claimDraft(slot: HTMLSlotElement | null) {
  const host = (slot?.getRootNode() as ShadowRoot | undefined)?.host;
  host?.querySelector(':scope > [data-first-view]')?.setAttribute('slot', 'first-view');
}

/**
 * While an area loads. On the page's first view it shows the page's own draft of that view instead
 * when the page has one, so what the page painted stays until the screen replaces it.
 */
export function LoadingScreen({ pageDraft = false }: { pageDraft?: boolean }) {
  const { t } = useTranslation();
  const loading = (
    <div
      css={css`
        padding: 48px 20px;
        text-align: center;
        color: var(--choir-color-muted);
      `}
      role="status"
    >
      {t('shell.loading')}
    </div>
  );
  return pageDraft ? (
    <slot name="first-view" ref={claimDraft}>
      {loading}
    </slot>
  ) : (
    loading
  );
}
