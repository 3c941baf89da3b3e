export { markingsIcon } from './marking-icons';
export { MarkingsBar } from './markings-bar';
export { MarkingsSurface } from './markings-surface';
export { useMarkings } from './use-markings';
