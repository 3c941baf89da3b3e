import type { IconShape } from '../icon';

export const closeIcon: IconShape = { d: 'M6 6l12 12M18 6L6 18' };
