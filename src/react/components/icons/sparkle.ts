import type { IconShape } from '../icon';

export const sparkleIcon: IconShape = { d: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z' };
