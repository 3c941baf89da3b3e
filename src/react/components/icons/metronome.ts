import type { IconShape } from '../icon';

export const metronomeIcon: IconShape = { d: 'M8 3h8l4 18H4zM12 17l5-11M7 17h10' };
