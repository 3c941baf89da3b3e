/**
 * The browser and system a token was issued to, named from a fixed vocabulary: the device list
 * needs no more, and nothing the client wrote is stored or shown as it came.
 */
export interface Device {
  browser: string | null;
  os: string | null;
}

/** First match wins: Edge, Opera and Samsung Internet also name Chrome; Chrome names Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS and Android before macOS and Linux, whose names their user agents also carry. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: readonly [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceOf(userAgent: string | undefined): Device {
  // Long enough for any real browser; a longer header is not worth scanning.
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}
