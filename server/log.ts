/**
 * The server's log: one JSON object per line (`time`, `level`, `msg`, then fields), so operators'
 * tools can read it and no logged text can forge a line. JSON escapes C0 controls (a newline, ESC);
 * C1 controls (U+0080–U+009F: a terminal takes U+009B as ESC [) and the Unicode line and paragraph
 * separators are escaped here too, so nothing a client sends reaches the operator's terminal raw.
 */

type Level = 'info' | 'warn' | 'error';

const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;

/** The log line for a message and its fields (exported for its test). */
export function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}, now = new Date()) {
  const json = JSON.stringify({ time: now.toISOString(), level, msg, ...fields }, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
  );
  return json.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Through the console's methods, so tests can silence expected lines (tests/server/helpers.ts). */
export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => console.log(logLine('info', msg, fields)),
  warn: (msg: string, fields?: Record<string, unknown>) => console.warn(logLine('warn', msg, fields)),
  error: (msg: string, fields?: Record<string, unknown>) => console.error(logLine('error', msg, fields)),
};
