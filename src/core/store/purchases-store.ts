import { computed, signal } from '@preact/signals-core';
import type { PurchaseDto, TopicArt } from '../contract/api';
import { createThrottle } from '../util/throttle';
import { type Persistence, STORAGE_KEYS } from './persistence';

/** Purchase (requirements R3.4) with its dates converted. */
export interface Purchase {
  id: string;
  articleId: string;
  art?: TopicArt;
  date: Date;
  validUntil: Date;
}

export const PURCHASES_THROTTLE_MS = 60_000;

export function toPurchase(dto: PurchaseDto): Purchase {
  return {
    id: dto.id,
    articleId: dto.id,
    ...(dto.art ? { art: dto.art } : {}),
    date: new Date(dto.date),
    validUntil: new Date(dto.validUntil),
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
