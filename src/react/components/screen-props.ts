import type { Locale } from '../../core/contract/api';
import type { RouteParams } from '../../core/routing/routes';

/** What the shell passes to every routed screen. */
export interface ScreenProps {
  locale: Locale;
  params: RouteParams;
  /** The address's query (`?bar=5`), for the screens that read one. */
  search?: string;
}
