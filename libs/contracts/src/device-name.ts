/**
 * Browser and system named from a User-Agent, enough for a customer to recognise a device in
 * the sessions list ("Chrome" on "Android"). Proper names are the same in every language; the
 * page joins them with its own words. Order matters: Edge and Opera also say "Chrome", Chrome
 * also says "Safari", Android also says "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export interface DeviceName {
  browser: string | undefined;
  system: string | undefined;
}

export function deviceNameOf(userAgent: string | null): DeviceName {
  const agent = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(agent))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1],
  };
}

/** "Chrome su Android", "Safari", "un browser sconosciuto": the device in an Italian sentence. */
export function deviceLabelOf(userAgent: string | null): string {
  const { browser, system } = deviceNameOf(userAgent);
  if (browser && system) return `${browser} su ${system}`;
  return browser ?? system ?? 'un browser sconosciuto';
}
