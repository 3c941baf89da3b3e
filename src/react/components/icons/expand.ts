import type { IconShape } from '../icon';

/** Four corners pointing out: fill the screen (stage mode). */
export const expandIcon: IconShape = { d: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5' };
