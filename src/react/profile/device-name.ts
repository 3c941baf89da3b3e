import type { TFunction } from 'i18next';

/** "Chrome on Linux" in the user's language, from the names the server recorded (either may be missing). */
export function deviceName(t: TFunction, device: { browser: string | null; os: string | null }): string {
  const browser = device.browser ?? t('profile.unknownBrowser');
  return device.os ? t('profile.deviceLabel', { browser, os: device.os }) : browser;
}
