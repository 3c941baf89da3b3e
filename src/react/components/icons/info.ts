import type { IconShape } from '../icon';

export const infoIcon: IconShape = { d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01' };
