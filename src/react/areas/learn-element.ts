/** Lazy area "learnElement" (requirements R2.26): the learning-element page with its video player. */
export { LearnElementScreen } from '../learning/lesson/learn-element-screen';
export { prepareLessonRoute } from '../learning/lesson/lesson-route';
