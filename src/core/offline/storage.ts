/** Device storage: how much is used and allowed, and whether the browser keeps it for good. */

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/** The parts of `navigator.storage` used here (absent in old browsers and in some embeds). */
export type StorageApi = Pick<StorageManager, 'estimate'> &
  Partial<Pick<StorageManager, 'persist' | 'persisted'>>;

export async function estimateStorage(storage: StorageApi | undefined): Promise<StorageEstimate | null> {
  if (!storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await storage.estimate();
    return { usage, quota };
  } catch {
    return null;
  }
}

/** Whether downloads are kept even when the device runs short of space (null: not known). */
export function isPersisted(storage: StorageApi | undefined): Promise<boolean | null> {
  return askBrowser(storage?.persisted?.bind(storage));
}

/** Asks the browser to keep our storage; returns whether it now does (null: cannot ask). */
export function requestPersistence(storage: StorageApi | undefined): Promise<boolean | null> {
  return askBrowser(storage?.persist?.bind(storage));
}

/** The browser's answer, or null where it has no such question or fails to answer. */
async function askBrowser(question: (() => Promise<boolean>) | undefined): Promise<boolean | null> {
  if (!question) return null;
  try {
    return await question();
  } catch {
    return null;
  }
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people, in the interface language's number format: `1,2 MB`, `350 KB`. */
export function formatBytes(bytes: number, language: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
