import type { LearnElementType } from '../../core/contract/api';
import { Icon } from './icon';
import type { IconShape } from './icons';
import * as icons from './icons';

const TYPE_ICONS: Record<LearnElementType, IconShape> = {
  text: icons.text,
  video: icons.video,
  exercise: icons.exercise,
  musicalExample: icons.music,
};

/** The icon of a learning-element type. */
export function TypeIcon({ type, size = 20 }: { type: LearnElementType; size?: number }) {
  return <Icon shape={TYPE_ICONS[type]} size={size} />;
}
