import { css } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import type { Locale } from '../../core/contract/api';
import { readBarLink } from '../../core/learning/bar-links';
import { playerBarPath } from '../../core/routing/player-bar';
import { routeLocale } from '../../core/routing/routes';
import { AppLink } from '../components/app-link';
import { useCore } from '../hooks/use-core';

/**
 * The only tags the course texts use (content/README.md); any other element gives only its text.
 * `a` only as a link to a bar of an edition (`data-work`, `data-bar`), the only attributes read.
 */
export const LESSON_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a'] as const;

type LessonTag = (typeof LESSON_TAGS)[number];

/** Elements whose content is never lesson text (DOMPurify's `FORBID_CONTENTS`, and form fields): dropped whole. */
const DROPPED_WITH_CONTENT =
  'annotation-xml,audio,colgroup,desc,foreignobject,head,iframe,math,mi,mn,mo,ms,mtext,noembed,noframes,noscript,plaintext,script,select,style,svg,template,textarea,thead,title,video,xmp';

/**
 * Parses lesson HTML into an inert document (a `DOMParser` document runs no script and loads no
 * image or frame) without what is never text. Nothing of it reaches the page as it is: the
 * conversion below builds React elements of {@link LESSON_TAGS} alone, without attributes (a link
 * is made anew from a bar link's two), and other elements give only their text. So no sanitizer
 * library is needed on a lesson's first view.
 */
function parseLesson(html: string): HTMLElement {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll(DROPPED_WITH_CONTENT)) element.remove();
  return body;
}

/** The steps of an exercise: the items of the lesson text's first `<ol>`, as {@link LessonHtml} lists them. */
export function countLessonSteps(html: string): number {
  const list = parseLesson(html).querySelector('ol');
  return list ? [...list.children].filter((child) => child.localName === 'li').length : 0;
}

/** Renders the steps list of an exercise (the first `<ol>`) in its own way. */
export type StepsRenderer = (steps: ReactNode[]) => ReactNode;

function toReact(
  node: Node,
  key: number,
  state: { steps?: StepsRenderer | undefined; used: boolean; locale: Locale },
): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.localName as LessonTag;
  const children = [...node.childNodes].map((child, index) => toReact(child, index, state));
  // Any other element: its content, without the element.
  if (!LESSON_TAGS.includes(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'a') {
    // Opens the player at the bar (a user without the work gets its preview); any other link: its text.
    const link = readBarLink(element.getAttribute('data-work'), element.getAttribute('data-bar'));
    return link ? (
      <AppLink key={key} to={playerBarPath(state.locale, link.articleId, link.bar)}>
        {children}
      </AppLink>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  if (tag === 'ol' && state.steps && !state.used) {
    state.used = true;
    const items = [...node.childNodes]
      .filter((child) => child.nodeType === Node.ELEMENT_NODE && (child as Element).localName === 'li')
      .map((li) => [...li.childNodes].map((child, index) => toReact(child, index, state)));
    return <div key={key}>{state.steps(items)}</div>;
  }
  // The page's h1 is the lesson title: lesson sections become h2 (one heading level down).
  return createElement(tag === 'h3' ? 'h2' : tag, { key }, ...children);
}

export const lessonTypography = css`
  max-width: 72ch;
  font-size: 1.0625rem;
  line-height: 1.7;
  color: var(--choir-color-text);
  p {
    margin: 0 0 1em;
  }
  h2 {
    margin: 1.6em 0 0.5em;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  ul,
  ol {
    margin: 0 0 1.2em;
    padding-left: 1.4em;
  }
  li {
    margin: 0 0 0.45em;
    padding-left: 0.2em;
  }
  li::marker {
    color: var(--choir-color-primary);
    font-weight: 700;
  }
  strong {
    font-weight: 700;
  }
  a {
    color: var(--choir-color-primary);
    font-weight: 600;
    text-underline-offset: 0.15em;
  }
  > :first-child {
    margin-top: 0;
  }
`;

/** Lesson text, rendered as React elements of the allowed tags (never as raw HTML). */
export function LessonHtml({ html, steps }: { html: string; steps?: StepsRenderer }) {
  useSignals();
  const locale = routeLocale(useCore().language.value);
  const content = useMemo(() => {
    const state = { steps, used: false, locale };
    return [...parseLesson(html).childNodes].map((node, index) => toReact(node, index, state));
  }, [html, steps, locale]);
  return (
    <div css={lessonTypography} part="lesson">
      {content}
    </div>
  );
}
