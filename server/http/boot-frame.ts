import type { Language } from '../../src/core/contract/api';
import { de as playerDe } from '../../src/core/i18n/features/player/de';
import { en as playerEn } from '../../src/core/i18n/features/player/en';
import { fr as playerFr } from '../../src/core/i18n/features/player/fr';
import { localText } from '../../src/core/i18n/local-text';
import { composerLine } from '../../src/core/player/edition-heading';
import type { EditionLibrary } from '../content/editions';
import type { ManifestSummaries } from '../content/manifest-summaries';
import { escapeHtml } from './escape-html';
import { firstViewOf } from './first-view-preloads';

/**
 * How the app page's placeholder bar (demo/index.html, shown until the app's first view) fits an
 * app path: hidden where the app draws no navigation bar (the sign-in page's own layout, an unknown
 * address, `/`, which goes on to the sign-in page), and with room for the small-screen back arrow
 * everywhere but the start page (the shell's `backTo`), so the logo does not move when the app
 * takes over.
 */
export function bootBarAttributes(pathname: string, language: Language): string {
  const resolved = firstViewOf(pathname, language);
  if (resolved.kind !== 'route' || resolved.route.layout === 'auth') return 'hidden';
  return resolved.route.name === 'start' ? '' : 'data-back';
}

const PLAYER_TEXTS = { de: playerDe, en: playerEn, fr: playerFr };

/** The arrow of the player's back link (src/react/components/icons/arrow-left.ts, 20 px). */
const BACK_ARROW =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M19 12H5M11 6l-6 6 6 6" /></svg>';

/**
 * The first view of an app path as the page can draw it before the bundle, marked
 * `data-first-view` (the app's loading screen, src/react/shell/layouts/error-screens.tsx, shows it
 * until the route's screen is drawn): for a known edition's player, its title bar and loading
 * stage, with the title where the player's header will show it (a phone on a slow network reads
 * what is opening a second sooner). Nothing for other paths. The texts are HTML-escaped.
 */
export async function bootScreen(
  pathname: string,
  language: Language,
  content: { editions: Pick<EditionLibrary, 'find'>; summaries: ManifestSummaries },
): Promise<string> {
  const resolved = firstViewOf(pathname, language);
  const entry =
    resolved.kind === 'route' && resolved.route.name === 'player'
      ? content.editions.find(resolved.params.articleId ?? '')
      : undefined;
  if (!entry) return '';
  const texts = PLAYER_TEXTS[language].player;
  // As the app's header (edition-heading.ts): a work of several parts names its part once opened.
  const { parts } = await content.summaries(entry);
  const subtitle = parts > 1 ? '' : composerLine(entry.composers);
  return [
    // The page's script drops a draft whose address is not the page's (an offline copy of another).
    `<div class="boot-player" data-first-view data-path="${escapeHtml(pathname)}" aria-hidden="true">`,
    `<div class="boot-title-bar"><span class="boot-back">${BACK_ARROW}<span>${escapeHtml(texts.backToWorks)}</span></span>`,
    `<span class="boot-heading"><strong>${escapeHtml(localText(entry.title, language))}</strong>`,
    `<span>${escapeHtml(subtitle) || '&nbsp;'}</span></span></div>`,
    `<div class="boot-stage">${escapeHtml(texts.loading)}</div>`,
    '</div>',
  ].join('');
}
