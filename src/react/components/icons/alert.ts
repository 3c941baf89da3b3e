import type { IconShape } from '../icon';

export const alertIcon: IconShape = { d: 'M12 3l10 18H2zM12 10v5M12 18h.01' };
