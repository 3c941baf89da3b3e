/**
 * The practice tools for screens and pages: wrap a lesson video with {@link PracticeTools}, show the
 * tools entry with {@link ToolsScreen}; the parts are usable alone too.
 */
export { PRACTICE_VIDEO_PLACEMENT } from '../../core/practice/patterns';
export { Metronome } from './metronome';
export { MirroredVideo } from './mirrored-video';
export { PatternOverlay } from './pattern-overlay';
export { PracticeTools, type PracticeToolsProps } from './practice-tools';
export { ToolsScreen, type ToolsScreenProps } from './tools-screen';
export { WebcamPanel } from './webcam-panel';
