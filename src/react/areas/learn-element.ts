/** Lazy area "learnElement" (SPEC §2): the learning-element page with its video player. */
export { LearnElementScreen } from '../learning/lesson/learn-element-screen';
