import type { IconShape } from '../icon';

export const slidersIcon: IconShape = {
  d: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
};
