import { css } from '@emotion/react';
import DOMPurify from 'dompurify';
import { createElement, type ReactNode, useMemo } from 'react';

/** The only tags the course texts use (content/README.md); everything else is dropped. */
export const LESSON_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em'] as const;

type LessonTag = (typeof LESSON_TAGS)[number];

/**
 * Sanitises lesson HTML with DOMPurify (allow-list: {@link LESSON_TAGS}, no attributes) and returns
 * a fragment. Scripts, event handlers, links, images and styles never survive.
 */
export function sanitiseLesson(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...LESSON_TAGS],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
}

/** Renders the steps list of an exercise (the first `<ol>`) in its own way. */
export type StepsRenderer = (steps: ReactNode[]) => ReactNode;

function toReact(
  node: Node,
  key: number,
  state: { steps?: StepsRenderer | undefined; used: boolean },
): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase() as LessonTag;
  if (!LESSON_TAGS.includes(tag)) return null;
  const children = [...node.childNodes].map((child, index) => toReact(child, index, state));
  if (tag === 'ol' && state.steps && !state.used) {
    state.used = true;
    const items = [...node.childNodes]
      .filter((child) => child.nodeType === Node.ELEMENT_NODE && (child as Element).tagName === 'LI')
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
  > :first-child {
    margin-top: 0;
  }
`;

/** Lesson text, sanitised and rendered as React elements (never as raw HTML). */
export function LessonHtml({ html, steps }: { html: string; steps?: StepsRenderer }) {
  const content = useMemo(() => {
    const fragment = sanitiseLesson(html);
    const state = { steps, used: false };
    return [...fragment.childNodes].map((node, index) => toReact(node, index, state));
  }, [html, steps]);
  return (
    <div css={lessonTypography} part="lesson">
      {content}
    </div>
  );
}
