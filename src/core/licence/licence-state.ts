/** Licence rules (requirements R4.6-R4.8, R9.7, R9.8), as plain functions of purchases and the clock. */

export const DAY_MS = 86_400_000;
/** The licence counts as valid while its end lies after this much before now. */
export const LICENCE_BASELINE_MS = DAY_MS;
/** A valid licence ending within this span shows the renewal message. */
export const EXPIRING_SOON_MS = 14 * DAY_MS;
/** The licence-expired dialog returns at most this often after a dismissal. */
export const LICENCE_WARNING_INTERVAL_MS = 7_200_000;

export type LicenceStatus = 'valid' | 'expiring' | 'expired';

export interface LicencePurchase {
  art?: string | undefined;
  validUntil: Date;
}

export interface Licence {
  status: LicenceStatus;
  /** The latest validUntil among licence purchases; null when there is none (invalid). */
  validUntil: Date | null;
}

/**
 * Licences are the purchases that carry an `art` (CC, SE); editions have none and never make a
 * licence valid.
 */
export function latestValidUntil(purchases: readonly LicencePurchase[]): Date | null {
  let latest: Date | null = null;
  for (const purchase of purchases) {
    if (!purchase.art) continue;
    if (!latest || purchase.validUntil.getTime() > latest.getTime()) latest = purchase.validUntil;
  }
  return latest;
}

export function licenceFor(purchases: readonly LicencePurchase[], now: number): Licence {
  const validUntil = latestValidUntil(purchases);
  if (!validUntil || validUntil.getTime() <= now - LICENCE_BASELINE_MS)
    return { status: 'expired', validUntil };
  if (validUntil.getTime() - now <= EXPIRING_SOON_MS) return { status: 'expiring', validUntil };
  return { status: 'valid', validUntil };
}

/** True when the user holds a valid licence of this art (a topic's `CC` or `SE`). */
export function hasValidLicenceFor(purchases: readonly LicencePurchase[], art: string, now: number): boolean {
  return (
    licenceFor(
      purchases.filter((p) => p.art === art),
      now,
    ).status !== 'expired'
  );
}

/** The expired dialog shows for an expired licence, at most once per interval since dismissal. */
export function shouldShowLicenceWarning(
  status: LicenceStatus,
  lastDismissedAt: number | null,
  now: number,
): boolean {
  if (status !== 'expired') return false;
  return lastDismissedAt === null || now - lastDismissedAt >= LICENCE_WARNING_INTERVAL_MS;
}
