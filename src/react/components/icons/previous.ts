import type { IconShape } from '../icon';

export const previousIcon: IconShape = { d: 'M6 5v14M19 5l-10 7 10 7z' };
