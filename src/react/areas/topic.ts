/** Lazy area "topic" (SPEC §2). */
export { TopicScreen } from '../learning/topic/topic-screen';
