/** Lazy area "topic" (requirements R2.26). */
export { TopicScreen } from '../learning/topic/topic-screen';
