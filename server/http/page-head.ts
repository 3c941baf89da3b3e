import type { Language } from '../../src/core/contract/api';
import { de as shellDe } from '../../src/core/i18n/features/shell/de';
import { en as shellEn } from '../../src/core/i18n/features/shell/en';
import { fr as shellFr } from '../../src/core/i18n/features/shell/fr';
import { de } from '../../src/core/i18n/resources/de';
import { en } from '../../src/core/i18n/resources/en';
import { fr } from '../../src/core/i18n/resources/fr';
import { pageTitle } from '../../src/core/routing/page-title';
import { escapeHtml } from './escape-html';
import { firstViewOf } from './first-view-preloads';

const TEXTS = {
  de: { ...de, ...shellDe },
  en: { ...en, ...shellEn },
  fr: { ...fr, ...shellFr },
};

/** What search results and link previews show; only the page needs it, so it is not an app text. */
const DESCRIPTION: Record<Language, string> = {
  de: 'Dirigieren lernen mit Themen, Übungsvideos und Werkzeugen; gekaufte Chorausgaben ansehen, herunterladen und abspielen.',
  en: 'Learn to conduct with topics, practice videos and tools; view, download and play the choral editions you bought.',
  fr: 'Apprendre à diriger avec des thèmes, des vidéos d’exercice et des outils ; consulter, télécharger et écouter les éditions chorales achetées.',
};

/** A dotted key of the texts (`titles.player`); the key itself where there is no text. */
const lookup = (language: Language) => (key: string) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[language]);
  return typeof text === 'string' ? text : key;
};

/**
 * The app page's title and description in the route's language: the title the app gives the route
 * once it runs (an unknown path's is "Page not found"). HTML-escaped.
 */
export function pageHead(pathname: string, language: Language): { title: string; description: string } {
  const resolved = firstViewOf(pathname, language);
  const routeName = resolved.kind === 'route' ? resolved.route.name : 'notFound';
  return {
    title: escapeHtml(pageTitle(routeName, lookup(language))),
    description: escapeHtml(DESCRIPTION[language]),
  };
}
