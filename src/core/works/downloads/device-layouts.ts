/**
 * The screen layouts a download keeps (decision 0039): the boxes this device's player showed held
 * each way (player/score-layout-settings.ts), at its staff size (left out: the server takes the
 * box's readable one), as the download manifest's `layouts`; none before it showed one. Part of the
 * download's lazy chunk, so neither the works list nor the player carries it.
 */
import type { ScoreLayoutSettings } from '../../player/score-layout-settings';
import { type KeyValueStorage, STORAGE_KEYS } from '../../store/persistence';

export function deviceLayouts(storage: KeyValueStorage): string | undefined {
  let stored: Partial<ScoreLayoutSettings>;
  try {
    stored = JSON.parse(storage.getItem(STORAGE_KEYS.scoreLayout) ?? '{}') as Partial<ScoreLayoutSettings>;
  } catch {
    return undefined;
  }
  const staff = typeof stored.staffSize === 'number' ? `-${stored.staffSize}` : '';
  const sizes = Object.values(stored.boxes ?? {})
    .filter((box) => box && box.width > 0 && box.height > 0)
    .map((box) => `${Math.round(box.width)}x${Math.round(box.height)}${staff}`);
  return sizes.length > 0 ? [...new Set(sizes)].slice(0, 4).join(',') : undefined;
}
