import type { ReactNode } from 'react';
import { Icon } from '../components/icon';
import type { IconShape } from '../components/icons';
import * as icons from '../components/icons';
import { notice, type Tone, tones } from './works.styles';

const ICONS: Record<Tone, IconShape> = {
  info: icons.info,
  warning: icons.alert,
  danger: icons.alert,
  success: icons.check,
  neutral: icons.info,
};

/** A short coloured message with an icon; `live` makes screen readers announce it. */
export function Notice({
  tone,
  children,
  live = false,
  inline = false,
  action,
}: {
  tone: Tone;
  children: ReactNode;
  live?: boolean;
  /** The action beside the text (below it when narrow) instead of under it. */
  inline?: boolean;
  action?: ReactNode;
}) {
  return (
    <div css={[notice, tones[tone]]} role={live ? (tone === 'danger' ? 'alert' : 'status') : undefined}>
      <Icon shape={ICONS[tone]} size={18} />
      <div
        css={
          inline
            ? { flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' }
            : { flex: 1, display: 'grid', gap: 8, justifyItems: 'start' }
        }
      >
        <span css={inline ? { flex: '1 1 280px' } : undefined}>{children}</span>
        {action}
      </div>
    </div>
  );
}
