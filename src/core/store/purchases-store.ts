import { computed, signal } from '@preact/signals-core';
import type { PurchaseDto, TopicArt } from '../contract/api';
import { createThrottle } from '../util/throttle';
import { type Persistence, STORAGE_KEYS } from './persistence';

/** Purchase (requirements R3.4) with its dates converted, and what the profile's payments show. */
export interface Purchase {
  id: string;
  articleId: string;
  art?: TopicArt;
  date: Date;
  validUntil: Date;
  /** Bought for good (editions): no end date to show. */
  permanent: boolean;
  /** How it came; unknown in a list stored by an older version. */
  source?: NonNullable<PurchaseDto['source']>;
  orderNumber: string | null;
  priceCents: number | null;
  /** Seats the user may share (a licence pack they bought). */
  seats: number;
}

export const PURCHASES_THROTTLE_MS = 60_000;

export function toPurchase(dto: PurchaseDto): Purchase {
  return {
    id: dto.id,
    articleId: dto.id,
    ...(dto.art ? { art: dto.art } : {}),
    date: new Date(dto.date),
    validUntil: new Date(dto.validUntil),
    // Editions (no art) are sold for good; an older stored list does not say so itself.
    permanent: dto.permanent ?? !dto.art,
    ...(dto.source ? { source: dto.source } : {}),
    orderNumber: dto.orderNumber ?? null,
    priceCents: dto.priceCents ?? null,
    seats: dto.seats ?? 0,
  };
}

export function createPurchasesStore(persistence: Persistence, now: () => number) {
  const stored = persistence.read<PurchaseDto[]>(STORAGE_KEYS.purchases, []);
  const list = signal<Purchase[]>(stored.map(toPurchase));
  const throttle = createThrottle(PURCHASES_THROTTLE_MS, now);
  return {
    list,
    throttle,
    lastFetch: computed(() => throttle.lastRun),
    set(dtos: PurchaseDto[]) {
      list.value = dtos.map(toPurchase);
      persistence.write(STORAGE_KEYS.purchases, dtos);
    },
    clear() {
      list.value = [];
      throttle.reset();
      persistence.remove(STORAGE_KEYS.purchases);
    },
    owns: (articleId: string) => list.value.some((p) => p.articleId === articleId),
  };
}

export type PurchasesStore = ReturnType<typeof createPurchasesStore>;
