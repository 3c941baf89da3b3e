import type { IconShape } from '../icon';

export const nextIcon: IconShape = { d: 'M18 5v14M5 5l10 7-10 7z' };
