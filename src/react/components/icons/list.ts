import type { IconShape } from '../icon';

export const listIcon: IconShape = { d: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01' };
