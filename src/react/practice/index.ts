/**
 * The practice feature as other features use it: the tools around a lesson video. Kept to what
 * others import, because everything a feature's index names joins the importer's chunk.
 */

export { Segmented } from './controls';
export { type MetronomeClock, PatternOverlay } from './pattern-overlay';
export { PracticeTools, type PracticeToolsProps } from './practice-tools';
