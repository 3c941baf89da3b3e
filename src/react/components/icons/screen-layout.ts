import type { IconShape } from '../icon';

/** A landscape screen with lines of music: the music laid out for the screen. */
export const screenLayoutIcon: IconShape = { d: 'M3 5h18v13H3zM6 9h12M6 12h12M6 15h8M9 21h6' };
