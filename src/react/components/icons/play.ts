import type { IconShape } from '../icon';

export const playIcon: IconShape = { d: 'M8 5.5v13l11-6.5z', solid: true };
