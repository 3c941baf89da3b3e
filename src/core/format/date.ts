/** Dates as `DD.MM.YYYY H:mm` in Europe/Berlin, whatever the viewer's own time zone (requirements R3.17). */

export const TIME_ZONE = 'Europe/Berlin';

let parts: Intl.DateTimeFormat | undefined;

/**
 * Made on first use: Chromium's first formatter with a time zone loads the zone data, a main-thread
 * task of 100 ms and more that every page importing this module paid on load, dates shown or not.
 */
function berlinParts(): Intl.DateTimeFormat {
  parts ??= new Intl.DateTimeFormat('de-DE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return parts;
}

export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const formatted = berlinParts().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)?.value;
  const hour = String(Number(get('hour')));
  return `${get('day')}.${get('month')}.${get('year')} ${hour}:${get('minute')}`;
}

/** Only the date part, `DD.MM.YYYY`, for validity dates. */
export function formatDay(value: Date | string | number | null | undefined): string {
  return formatDate(value).split(' ')[0] ?? '';
}
