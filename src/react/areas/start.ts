/** Lazy area "start" (SPEC §2): the start page and the dashboard. */
export { StartScreen } from '../learning/start/start-screen';
