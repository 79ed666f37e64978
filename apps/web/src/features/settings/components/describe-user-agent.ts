/** What a browser's User-Agent string says in plain words: which browser, which system, which kind of device. */
export interface DeviceDescription {
  /** A browser name such as "Chrome", or null when the string names none we know. */
  browser: string | null;
  /** A system such as "Windows", "iPhone" or "Android", or null. */
  system: string | null;
  kind: 'phone' | 'tablet' | 'computer' | 'unknown';
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
];

const SYSTEMS: readonly [RegExp, string, DeviceDescription['kind']][] = [
  [/\biPhone\b/, 'iPhone', 'phone'],
  [/\biPad\b/, 'iPad', 'tablet'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android', 'tablet'],
  [/\bCrOS\b/, 'ChromeOS', 'computer'],
  [/\bWindows\b/, 'Windows', 'computer'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS', 'computer'],
  [/\bLinux\b|\bX11\b/, 'Linux', 'computer'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent?.trim() ?? '';
  if (!text) return { browser: null, system: null, kind: 'unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(text));
  return { browser, system: system?.[1] ?? null, kind: system?.[2] ?? 'unknown' };
}
