import type { Settings } from '../store/auth-store';
import { DONE_AT } from './progress';

/**
 * Which steps of an exercise the user ticked, kept in the user settings under `exerciseSteps`
 * (learning element id -> ticked step numbers, 0-based): the progress percentage alone cannot
 * tell steps 1 and 3 from steps 1 and 2, and the ticks should come back on every device.
 */
export type ExerciseSteps = Record<string, number[]>;

export function storedSteps(settings: Settings): ExerciseSteps {
  return settings.exerciseSteps ?? {};
}

/**
 * The ticks to show: all of them once the exercise is done; else the stored ones; else, for
 * progress made before ticks were stored, as many leading steps as the percentage says.
 */
export function initialSteps(
  progress: number,
  count: number,
  ticked: readonly number[] | undefined,
): boolean[] {
  if (progress >= DONE_AT) return Array.from({ length: count }, () => true);
  if (ticked) return Array.from({ length: count }, (_, index) => ticked.includes(index));
  const done = Math.round((progress / 100) * count);
  return Array.from({ length: count }, (_, index) => index < done);
}

/** The settings patch that stores the ticks of one exercise (the others stay as they are). */
export function withSteps(
  current: ExerciseSteps,
  learnElementId: number,
  checked: readonly boolean[],
): Pick<Settings, 'exerciseSteps'> {
  const ticked = checked.flatMap((value, index) => (value ? [index] : []));
  return { exerciseSteps: { ...current, [learnElementId]: ticked } };
}
