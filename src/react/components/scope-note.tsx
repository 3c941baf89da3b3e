import { css } from '@emotion/react';
import { Icon, type IconShape } from './icon';

const note = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  align-items: center;
  margin: 0;
  padding: 12px 14px;
  border-radius: var(--choir-radius-small);
  p {
    grid-column: 2;
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const mark = css`
  display: grid;
  place-items: center;
  grid-row: span 2;
  align-self: start;
  width: 36px;
  height: 36px;
  border-radius: 50%;
`;

const name = css`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** A work's own look (its sepia title page) or the app's neutral one. */
const SCOPES = {
  work: css`
    background: var(--choir-color-cover);
    color: var(--choir-color-on-cover);
    border: 1px solid var(--choir-color-cover-edge);
    & > span:first-of-type {
      background: var(--choir-color-cover-end);
    }
  `,
  app: css`
    background: var(--choir-color-surface-muted);
    color: var(--choir-color-text);
    border: 1px solid var(--choir-color-border);
    & > span:first-of-type {
      background: var(--choir-color-surface);
    }
  `,
} as const;

export interface ScopeNoteProps {
  scope: keyof typeof SCOPES;
  icon: IconShape;
  /** What the settings belong to: the work's title, or the whole app. */
  name: string;
  text: string;
}

/**
 * The first thing in a settings dialog: what its settings belong to, drawn so that a work's
 * settings and the app's options are told apart at a glance (issue 40).
 */
export function ScopeNote({ scope, icon, name: label, text }: ScopeNoteProps) {
  return (
    <div css={[note, SCOPES[scope]]} part="scope" data-scope={scope}>
      <span css={mark}>
        <Icon shape={icon} size={20} />
      </span>
      <strong css={name}>{label}</strong>
      <p>{text}</p>
    </div>
  );
}
