import { describe, expect, it, vi } from 'vitest';
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

  it('makes its time-zone formatter only when a date is first shown, not when a page loads the module', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Original;
    try {
      const fresh = await import('../../../src/core/format/date');
      expect(made).toBe(0);
      expect(fresh.formatDate('2026-07-01T08:05:00Z')).toBe('01.07.2026 10:05');
      expect(fresh.formatDate('2026-07-02T08:05:00Z')).toBe('02.07.2026 10:05');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
