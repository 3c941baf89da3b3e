import type { IconShape } from '../icon';

export const videoIcon: IconShape = { d: 'M3 6h13v12H3zM16 10l5-3v10l-5-3' };
