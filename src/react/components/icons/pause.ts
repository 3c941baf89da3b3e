import type { IconShape } from '../icon';

export const pauseIcon: IconShape = { d: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z', solid: true };
