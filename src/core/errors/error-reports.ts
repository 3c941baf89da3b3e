import type { Core } from '../core';
import type { Persistence, StorageKey } from '../store/persistence';
import type { ErrorSignal } from './error-signal';
import { scrub } from './scrub';

// Spelled here (the type checks it): a runtime import of the core's modules would split its chunk.
const QUEUE_KEY = 'choir.errorReports' satisfies StorageKey;

/** What went wrong: an uncaught error, an unhandled rejection, or an API call without a proper response. */
export interface ErrorReport {
  kind: 'error' | 'rejection' | 'api';
  message: string;
  stack?: string | undefined;
  /** Where: script and line, or the API path. */
  place?: string | undefined;
  /** The HTTP status of a failed API call (5xx); none for no response. */
  status?: number | undefined;
}

/** The body of `POST /auth/logexception`, scrubbed, as queued and sent. */
export interface QueuedReport {
  message: string;
  stack?: string;
  context: {
    kind: ErrorReport['kind'];
    at: string;
    route: string;
    userId: string | null;
    place?: string;
    status?: number;
  };
}

export const REPORTS_PER_MINUTE = 10;
/** Kept while offline at most; older ones give way (the newest say most about now). */
export const MAX_QUEUED_REPORTS = 30;
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;

export interface ErrorReporterDeps {
  send(report: QueuedReport): Promise<unknown>;
  persistence: Persistence;
  now(): number;
  isOnline(): boolean;
  userId(): string | null;
  /** The page path the user was on (no query: it may carry codes or tokens). */
  route(): string;
  log(message: string, detail?: unknown): void;
}

/**
 * Sends error reports to the server: scrubbed of personal data but the user id, each message and
 * place once per page life, at most {@link REPORTS_PER_MINUTE} a minute, queued in storage while
 * offline (or while the server does not respond) and sent when the network returns.
 */
export function createErrorReporter(deps: ErrorReporterDeps) {
  const seen = new Set<string>();
  let sentAt: number[] = [];
  let queue: QueuedReport[] = deps.persistence.read(QUEUE_KEY, []);
  let flushing: Promise<void> | null = null;

  const store = () =>
    queue.length > 0 ? deps.persistence.write(QUEUE_KEY, queue) : deps.persistence.remove(QUEUE_KEY);

  async function sendQueued(): Promise<void> {
    while (queue.length > 0 && deps.isOnline()) {
      try {
        await deps.send(queue[0]!);
      } catch (error) {
        // No response or a busy server: keep it for later. A refusal (4xx) would only repeat: drop it.
        const status = (error as { response?: { status?: number } }).response?.status;
        if (status === undefined || status >= 500 || status === 429) return;
        deps.log('An error report was refused', error);
      }
      queue = queue.slice(1);
      store();
    }
  }

  return {
    /** Queues a report and sends it when possible; false when it was a repeat or over the limit. */
    report(report: ErrorReport): boolean {
      const message = scrub(report.message).slice(0, MESSAGE_MAX) || 'Unknown error';
      const place = report.place ? scrub(report.place) : undefined;
      const key = `${report.kind}|${message}|${place ?? ''}`;
      if (seen.has(key)) return false;
      const now = deps.now();
      sentAt = sentAt.filter((at) => now - at < 60_000);
      if (sentAt.length >= REPORTS_PER_MINUTE) return false;
      seen.add(key);
      sentAt.push(now);
      const queued: QueuedReport = {
        message,
        ...(report.stack ? { stack: scrub(report.stack).slice(0, STACK_MAX) } : {}),
        // The user id is the one personal datum a report keeps (scrubbing would take it for a secret).
        context: {
          kind: report.kind,
          at: new Date(now).toISOString(),
          route: scrub(deps.route()),
          userId: deps.userId(),
          ...(place ? { place } : {}),
          ...(report.status ? { status: report.status } : {}),
        },
      };
      queue = [...queue, queued].slice(-MAX_QUEUED_REPORTS);
      store();
      void this.flush();
      return true;
    },
    /** Sends what is queued, one at a time; called again when the browser is back online. */
    flush(): Promise<void> {
      flushing ??= sendQueued().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    get queued(): readonly QueuedReport[] {
      return queue;
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/**
 * Whether an error comes from our own scripts: its file or a stack line is under the bundle's
 * folder (`ownBase`, e.g. `https://api.example/dist/`). Without a base (the single-file build),
 * our file names say it. Errors of the host page or its other scripts are not ours to report.
 */
export function isOwnError(
  ownBase: string | null,
  filename: string | undefined,
  stack: string | undefined,
): boolean {
  const text = `${filename ?? ''}\n${stack ?? ''}`;
  return ownBase ? text.includes(ownBase) : text.includes('choir-coach');
}

/** The folder of the bundle this chunk belongs to (the elements' or the app page's `app/`): it lives in its `chunks/`. */
function bundleBase(): string | null {
  try {
    return new URL('.', import.meta.url).href.replace(/chunks\/$/, '');
  } catch {
    return null;
  }
}

/** Turns the page's signals (report-errors.ts) into reports: our own errors only, no offline noise. */
export function createErrorHandler(core: Core, host: Window, persistence: Persistence) {
  const ownBase = bundleBase();
  const reporter = createErrorReporter({
    send: (report) => core.api.logException(report),
    persistence,
    now: core.env.now,
    isOnline: core.env.isOnline,
    userId: () => core.auth.user.value?.id ?? null,
    route: () => host.location?.pathname ?? '',
    log: core.env.log,
  });
  return (signal: ErrorSignal): void => {
    if (signal.type === 'online') {
      void reporter.flush();
    } else if (signal.type === 'error') {
      const { event } = signal;
      const stack = (event.error as Error | undefined)?.stack;
      if (!isOwnError(ownBase, event.filename, stack)) return;
      reporter.report({
        kind: 'error',
        message: event.message,
        stack,
        place: `${event.filename}:${event.lineno}:${event.colno}`,
      });
    } else if (signal.type === 'rejection') {
      const reason = signal.event.reason as { message?: unknown; stack?: unknown } | undefined;
      const stack = typeof reason?.stack === 'string' ? reason.stack : undefined;
      if (!isOwnError(ownBase, undefined, stack)) return;
      reporter.report({ kind: 'rejection', message: String(reason?.message ?? reason), stack });
    } else if (
      (signal.failure.status !== undefined || core.env.isOnline()) &&
      !signal.failure.path.endsWith('/auth/logexception')
    ) {
      // Offline is no fault of ours; the banner says it. A report that could not be sent stays
      // queued: its failure is no report of its own.
      const { failure } = signal;
      reporter.report({
        kind: 'api',
        message: failure.status ? `HTTP ${failure.status}` : 'No answer',
        place: failure.path,
        status: failure.status,
      });
    }
  };
}
