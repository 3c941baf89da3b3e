import type { IconShape } from '../icon';

export const bookmarkIcon: IconShape = { d: 'M6 3h12v18l-6-4-6 4z' };
