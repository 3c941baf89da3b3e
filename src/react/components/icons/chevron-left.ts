import type { IconShape } from '../icon';

export const chevronLeftIcon: IconShape = { d: 'M15 18l-6-6 6-6' };
