/** Lazy area "start" (requirements R2.26): the start page and the dashboard. */
export { StartScreen } from '../learning/start/start-screen';
