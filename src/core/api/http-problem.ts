/**
 * What went wrong with an API call of the core's one client (ofetch's `FetchError` with `response`
 * and `data`) or a plain fetch of a signed file (its TypeError). No response at all is `network`.
 */
import type { ApiErrorBody } from '../contract/api';

export interface HttpProblem {
  network: boolean;
  status?: number;
  /** The `error` field of the server's JSON body, e.g. `not-available-yet`. */
  code?: string;
  retryAfterSeconds?: number;
}

/** Whole minutes until a refused call may be tried again (its Retry-After; at least 1). */
export function retryAfterMinutes(problem: HttpProblem, fallbackSeconds = 15 * 60): number {
  return Math.max(1, Math.ceil((problem.retryAfterSeconds ?? fallbackSeconds) / 60));
}

function retryAfterSeconds(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - Date.now()) / 1000)) : undefined;
}

export function describeHttpError(error: unknown): HttpProblem {
  const fetchError = error as { response?: Response; data?: Partial<ApiErrorBody> } | null;
  if (fetchError && typeof fetchError === 'object' && 'response' in fetchError) {
    const response = fetchError.response;
    if (!response) return { network: true };
    const seconds = retryAfterSeconds(response.headers.get('retry-after'));
    return {
      network: false,
      status: response.status,
      ...(fetchError.data?.error ? { code: fetchError.data.error } : {}),
      ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
    };
  }
  return { network: error instanceof TypeError };
}
