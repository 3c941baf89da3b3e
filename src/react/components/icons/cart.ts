import type { IconShape } from '../icon';

export const cartIcon: IconShape = {
  d: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01',
};
