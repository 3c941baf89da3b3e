import type { Core } from '../core';
import { createPersistence, STORAGE_KEYS } from '../store/persistence';
import type { ErrorReport, ErrorReporter } from './error-reports';

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

/** The folder of the module bundle (chunks live one folder below it). */
function bundleBase(): string | null {
  try {
    return new URL('.', import.meta.url).href.replace(/chunks\/$/, '');
  } catch {
    return null;
  }
}

/**
 * Reports our uncaught errors, unhandled rejections and failed API calls (no answer while online,
 * 5xx) to the server. The reporter itself is a lazy chunk, loaded on the first report or when
 * reports wait in storage from an earlier, offline page.
 */
export function installErrorReports(core: Core, host: Window = globalThis as unknown as Window) {
  const ownBase = bundleBase();
  let reporter: Promise<ErrorReporter> | undefined;
  const load = () =>
    (reporter ??= import('./error-reports').then(({ createErrorReporter }) =>
      createErrorReporter({
        send: (report) => core.api.logException(report),
        persistence: createPersistence(core.env.storage, core.env.log),
        now: core.env.now,
        isOnline: core.env.isOnline,
        userId: () => core.auth.user.value?.id ?? null,
        route: () => host.location?.pathname ?? '',
        log: core.env.log,
      }),
    ));
  // Offline, the reporter's chunk may not load (no worker cache yet): keep a few until online.
  const waiting: ErrorReport[] = [];
  const report = (entry: ErrorReport) =>
    void load().then(
      (loaded) => loaded.report(entry),
      () => {
        reporter = undefined;
        if (waiting.length < 10) waiting.push(entry);
      },
    );

  host.addEventListener('error', (event: ErrorEvent) => {
    const stack = (event.error as Error | undefined)?.stack;
    if (!isOwnError(ownBase, event.filename, stack)) return;
    report({
      kind: 'error',
      message: event.message,
      stack,
      place: `${event.filename}:${event.lineno}:${event.colno}`,
    });
  });
  host.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | undefined;
    const stack = typeof reason?.stack === 'string' ? reason.stack : undefined;
    if (!isOwnError(ownBase, undefined, stack)) return;
    report({ kind: 'rejection', message: String(reason?.message ?? reason), stack });
  });
  core.onApiFailure((failure) => {
    // Offline is no fault of ours; the banner says it.
    if (failure.status === undefined && !core.env.isOnline()) return;
    report({
      kind: 'api',
      message: failure.status ? `HTTP ${failure.status}` : 'No answer',
      place: failure.path,
      status: failure.status,
    });
  });
  host.addEventListener('online', () => {
    for (const entry of waiting.splice(0)) report(entry);
    if (reporter || core.env.storage.getItem(STORAGE_KEYS.errorReports))
      void load().then((loaded) => loaded.flush());
  });
  if (core.env.storage.getItem(STORAGE_KEYS.errorReports) && core.env.isOnline())
    void load().then((loaded) => loaded.flush());
}
