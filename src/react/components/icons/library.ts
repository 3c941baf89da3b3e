import type { IconShape } from '../icon';

export const libraryIcon: IconShape = { d: 'M5 4h4v16H5zM11 4h4v16h-4zM17 5l3 .8-3.5 14.4-3-.8' };
