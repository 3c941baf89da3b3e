import type { IconShape } from '../icon';

export const chevronRightIcon: IconShape = { d: 'M9 6l6 6-6 6' };
