import type { IconShape } from '../icon';

export const searchIcon: IconShape = { d: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35' };
