import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  hasValidLicenceFor,
  LICENCE_WARNING_INTERVAL_MS,
  latestValidUntil,
  licenceFor,
  shouldShowLicenceWarning,
} from '../../../src/core/licence/licence-state';

const now = Date.parse('2026-06-15T10:00:00Z');
const at = (offsetDays: number) => new Date(now + offsetDays * DAY_MS);

describe('licence state (requirements R4.6-R4.8)', () => {
  it('takes the latest validUntil among licence purchases and ignores editions', () => {
    const purchases = [
      { art: 'CC', validUntil: at(10) },
      { art: 'CC', validUntil: at(200) },
      { validUntil: at(9000) },
    ];
    expect(latestValidUntil(purchases)?.getTime()).toBe(at(200).getTime());
  });

  it('is valid well before the end, expiring within 14 days, expired before the one-day baseline', () => {
    expect(licenceFor([{ art: 'CC', validUntil: at(100) }], now).status).toBe('valid');
    expect(licenceFor([{ art: 'CC', validUntil: at(10) }], now).status).toBe('expiring');
    // Still valid during the day of grace: the baseline is one day before now.
    expect(licenceFor([{ art: 'CC', validUntil: at(-0.5) }], now).status).toBe('expiring');
    expect(licenceFor([{ art: 'CC', validUntil: at(-1) }], now).status).toBe('expired');
    expect(licenceFor([{ art: 'CC', validUntil: at(-30) }], now).status).toBe('expired');
  });

  it('is invalid without any licence purchase', () => {
    expect(licenceFor([], now)).toEqual({ status: 'expired', validUntil: null });
    expect(licenceFor([{ validUntil: at(999) }], now).status).toBe('expired');
  });

  it('checks the licence per art', () => {
    const purchases = [{ art: 'CC', validUntil: at(100) }];
    expect(hasValidLicenceFor(purchases, 'CC', now)).toBe(true);
    expect(hasValidLicenceFor(purchases, 'SE', now)).toBe(false);
  });

  it('shows the expiry warning at most once per 2 hours since the last dismissal', () => {
    expect(LICENCE_WARNING_INTERVAL_MS).toBe(7_200_000);
    expect(shouldShowLicenceWarning('expired', null, now)).toBe(true);
    expect(shouldShowLicenceWarning('expired', now - 7_199_999, now)).toBe(false);
    expect(shouldShowLicenceWarning('expired', now - 7_200_000, now)).toBe(true);
    expect(shouldShowLicenceWarning('valid', null, now)).toBe(false);
    expect(shouldShowLicenceWarning('expiring', null, now)).toBe(false);
  });
});
