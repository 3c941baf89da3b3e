/** Lazy area "learnElement" (SPEC §2): the learning-element page with its video player. */
export { LearnElementScreen } from '../screens/learn-element/learn-element-screen';
