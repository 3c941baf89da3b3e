import type { ScreenProps } from '../../app/screen-props';

/** Placeholder until the learning screens land. */
export function LearnElementScreen({ params }: ScreenProps) {
  return (
    <main style={{ padding: 24 }}>
      <h1>LearnElementScreen</h1>
      <p>{JSON.stringify(params)}</p>
    </main>
  );
}
