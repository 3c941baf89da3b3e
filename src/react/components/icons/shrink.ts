import type { IconShape } from '../icon';

/** Four corners pointing in: leave the full screen (stage mode). */
export const shrinkIcon: IconShape = { d: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' };
