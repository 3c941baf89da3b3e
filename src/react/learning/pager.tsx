import { css } from '@emotion/react';
import { AppLink } from '../components/app-link';
import { Icon } from '../components/icon';
import { chevronLeftIcon } from '../components/icons/chevron-left';
import { chevronRightIcon } from '../components/icons/chevron-right';
import { oneColumnOnSmallScreen } from '../styles/recipes';
import { SMALL_SCREEN } from '../styles/theme';
import { card } from './learning.styles';

export interface PagerLink {
  /** What the step is ("Next lesson"). */
  label: string;
  /** Where it leads (the lesson's or topic's title). */
  title: string;
  to: string;
}

const pager = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${oneColumnOnSmallScreen};
`;

const step = css`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px 18px;
  color: inherit;
  text-decoration: none;
  transition: border-color 120ms;
  &:hover {
    border-color: var(--choir-color-primary);
  }
  small {
    display: block;
    color: var(--choir-color-muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }
  strong {
    display: block;
    line-height: 1.3;
  }
  svg {
    flex: none;
    color: var(--choir-color-primary);
  }
`;

const next = css`
  grid-column: 2;
  justify-content: flex-end;
  text-align: right;
  ${SMALL_SCREEN} {
    grid-column: 1;
  }
`;

/** Previous/next navigation (lessons or topics) as two cards. */
export function Pager({
  previous,
  next: following,
  label,
  part,
}: {
  previous: PagerLink | null;
  next: PagerLink | null;
  label: string;
  part?: string;
}) {
  if (!previous && !following) return null;
  return (
    <nav css={pager} aria-label={label} part={part}>
      {previous && (
        <AppLink to={previous.to} css={[card, step]} rel="prev">
          <Icon shape={chevronLeftIcon} size={22} />
          <span>
            <small>{previous.label}</small>
            <strong>{previous.title}</strong>
          </span>
        </AppLink>
      )}
      {following && (
        <AppLink to={following.to} css={[card, step, next]} rel="next">
          <span>
            <small>{following.label}</small>
            <strong>{following.title}</strong>
          </span>
          <Icon shape={chevronRightIcon} size={22} />
        </AppLink>
      )}
    </nav>
  );
}
