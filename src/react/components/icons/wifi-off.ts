import type { IconShape } from '../icon';

export const wifiOffIcon: IconShape = {
  d: 'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.3-1.7M12 20h.01',
};
