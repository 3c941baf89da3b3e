import type { IconShape } from '../icon';

export const loopIcon: IconShape = {
  d: 'M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3',
};
