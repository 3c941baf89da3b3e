import type { MarkingTool } from '../../../core/markings/markings-controller';
import type { IconShape } from '../../components/icon';

/** The palette's icons on the 24 px grid of components/icon.tsx. */
export const TOOL_ICONS: Record<MarkingTool, IconShape> = {
  pen: { d: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3' },
  highlighter: { d: 'M9 15l-4 5h6l2-2M9 15l8-10 3 3-10 10zM4 22h16' },
  eraser: { d: 'M8 20h12M4 16l9-9 6 6-7 7H8zM9 11l6 6' },
  text: { d: 'M5 5h14M12 5v15M9 20h6' },
  stamp: { d: 'M9 4h6v6l3 3v3H6v-3l3-3zM5 20h14' },
};

export const undoIcon: IconShape = { d: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4' };
export const redoIcon: IconShape = { d: 'M15 14l5-5-5-5M20 9H9a5 5 0 000 10h4' };
export const printIcon: IconShape = { d: 'M7 9V3h10v6M7 17H4V9h16v8h-3M7 14h10v7H7z' };
