import type { ApiFailure } from '../api/client';

/**
 * What the page tells the reporter (report-errors.ts, on every page), which decides in its own lazy
 * chunk (error-reports.ts).
 */
export type ErrorSignal =
  | { type: 'error'; event: ErrorEvent }
  | { type: 'rejection'; event: PromiseRejectionEvent }
  | { type: 'api'; failure: ApiFailure }
  | { type: 'online' };
