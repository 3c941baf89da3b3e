import type { ScreenProps } from '../../app/screen-props';

/** Placeholder until the learning screens land. */
export function LearnElementScreen({ params }: ScreenProps) {
  return <main style={{ padding: 24 }}>{JSON.stringify(params)}</main>;
}
