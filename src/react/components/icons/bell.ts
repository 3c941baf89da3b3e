import type { IconShape } from '../icon';

export const bellIcon: IconShape = { d: 'M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16zM10 21h4' };
