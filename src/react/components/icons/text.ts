import type { IconShape } from '../icon';

export const textIcon: IconShape = { d: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4' };
