import type { LearnElementType } from '../../core/contract/api';
import { Icon, type IconShape } from './icon';
import { exerciseIcon } from './icons/exercise';
import { musicIcon } from './icons/music';
import { textIcon } from './icons/text';
import { videoIcon } from './icons/video';

const TYPE_ICONS: Record<LearnElementType, IconShape> = {
  text: textIcon,
  video: videoIcon,
  exercise: exerciseIcon,
  musicalExample: musicIcon,
};

/** The icon of a learning-element type. */
export function TypeIcon({ type, size = 20 }: { type: LearnElementType; size?: number }) {
  return <Icon shape={TYPE_ICONS[type]} size={size} />;
}
