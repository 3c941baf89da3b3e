import type { ReactNode } from 'react';
import { notice, type Tone, tones } from '../styles/recipes';
import type { IconShape } from './icon';
import { Icon } from './icon';
import { alertIcon } from './icons/alert';
import { checkIcon } from './icons/check';
import { infoIcon } from './icons/info';

const ICONS: Record<Tone, IconShape> = {
  info: infoIcon,
  warning: alertIcon,
  danger: alertIcon,
  success: checkIcon,
  neutral: infoIcon,
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
