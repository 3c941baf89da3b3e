import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from '../../../src/core/format/date';

describe('dates in Europe/Berlin as DD.MM.YYYY H:mm', () => {
  it('uses Berlin summer and winter time whatever the viewer zone', () => {
    expect(formatDate('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16.01.2026 0:30');
    expect(formatDate(new Date('2026-12-31T07:09:00Z'))).toBe('31.12.2026 8:09');
  });

  it('handles the day part and bad input', () => {
    expect(formatDay('2026-03-02T12:00:00Z')).toBe('02.03.2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
