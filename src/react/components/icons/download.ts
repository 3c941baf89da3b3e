import type { IconShape } from '../icon';

export const downloadIcon: IconShape = { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' };
