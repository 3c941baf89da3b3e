import type { ScreenProps } from '../../app/screen-props';
import { StartPlaceholder } from './start-placeholder';

/** The start page (SPEC §2). Replaced by the learning work; greets the user for now. */
export function StartScreen(_props: ScreenProps) {
  return <StartPlaceholder />;
}
