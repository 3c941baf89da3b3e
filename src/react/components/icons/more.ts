import type { IconShape } from '../icon';

export const moreIcon: IconShape = { d: 'M5 12h.01M12 12h.01M19 12h.01' };
