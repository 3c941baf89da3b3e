/** Lazy area "topic" (SPEC §2). */
export { TopicScreen } from '../screens/topic/topic-screen';
