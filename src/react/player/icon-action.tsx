import { css, type SerializedStyles } from '@emotion/react';
import { Icon, type IconShape } from '../components/icon';
import { iconButton } from '../styles/recipes';
import { NARROW_PLAYER, SHORT_SCREEN } from '../styles/theme';

/** Smaller where the row is short of room (a phone); 44 px, a whole touch target, elsewhere. */
const small = css`
  ${NARROW_PLAYER} {
    width: 36px;
    height: 36px;
  }
  ${SHORT_SCREEN} {
    width: 36px;
    height: 36px;
  }
`;

/** A round button with an icon (or a sign) and a tooltip; without `onClick` it is disabled. */
export function IconAction({
  icon,
  text,
  label,
  small: isSmall = false,
  onClick,
  extraCss,
}: {
  icon?: IconShape;
  text?: string;
  label: string;
  small?: boolean;
  onClick?: (() => void) | undefined;
  extraCss?: SerializedStyles;
}) {
  return (
    <button
      type="button"
      css={[iconButton, isSmall && small, extraCss]}
      onClick={onClick}
      disabled={!onClick}
      aria-label={label}
      title={label}
    >
      {icon ? <Icon shape={icon} /> : text}
    </button>
  );
}
