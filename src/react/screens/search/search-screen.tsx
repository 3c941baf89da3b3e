import type { ScreenProps } from '../../app/screen-props';

/** Placeholder until the learning screens land. */
export function SearchScreen({ params }: ScreenProps) {
  return (
    <main style={{ padding: 24 }}>
      <h1>SearchScreen</h1>
      <p>{JSON.stringify(params)}</p>
    </main>
  );
}
