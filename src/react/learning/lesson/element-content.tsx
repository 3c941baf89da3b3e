import { LazyMusicalExample } from '../lazy-musical-example';
import { ExerciseLesson } from './exercise-lesson';
import type { LessonProps } from './lesson-props';
import { LessonText, PendingText } from './lesson-text';
import { TextLesson } from './text-lesson';
import { useLessonText } from './use-lesson-text';
import { VideoLesson } from './video-lesson';

/**
 * The body of a learning element by its type: video, exercise, musical example or text. The lesson
 * text comes with its topic's texts (use-lesson-text.ts): a video or an example shows at once, the
 * text (and an exercise's steps, which it holds) once it is in.
 */
export function ElementContent({ element, progress }: LessonProps) {
  const { text, retry } = useLessonText(element);
  const pending = text.state === 'ready' ? null : <PendingText state={text.state} onRetry={retry} />;
  const withText = text.state === 'ready' ? { ...element, body: text.body } : element;
  switch (element.type) {
    case 'video':
      return (
        <>
          <VideoLesson key={element.learnElementId} element={element} progress={progress} />
          {pending ?? <LessonText html={withText.body} />}
        </>
      );
    case 'exercise':
      return pending ?? <ExerciseLesson element={withText} progress={progress} />;
    case 'musicalExample':
      return (
        <>
          <LazyMusicalExample learnElementId={element.learnElementId} progress={progress} />
          {pending ?? <LessonText html={withText.body} />}
        </>
      );
    default:
      return pending ?? <TextLesson element={withText} progress={progress} />;
  }
}
