import type { IconShape } from '../icon';

export const exerciseIcon: IconShape = {
  d: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
};
