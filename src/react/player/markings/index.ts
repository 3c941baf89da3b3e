export { markingsIcon } from './marking-icons';
export { useLazyMarkings } from './use-lazy-markings';
