import type { IconShape } from '../icon';

export const lockIcon: IconShape = { d: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4' };
