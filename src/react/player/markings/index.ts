export { useLazyMarkings } from './use-lazy-markings';
