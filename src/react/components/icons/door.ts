import type { IconShape } from '../icon';

export const doorIcon: IconShape = { d: 'M15 4h4v16h-4M10 17l5-5-5-5M15 12H3' };
