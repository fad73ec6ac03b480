/**
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows": a readable name for a session's device, from its
 * user agent. Deliberately small (the order of the checks matters: Edge and Opera also say Chrome, Chrome also
 * says Safari); anything unknown is "Unknown browser" / "Unknown device".
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'Unknown device';
  const browser = browserOf(ua);
  const os = osOf(ua);
  if (!os) return browser ?? 'Unknown device';
  return `${browser ?? 'Unknown browser'} on ${os}`;
}

function browserOf(ua: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
    [/\bOPR\/|\bOpera\b/, 'Opera'],
    [/\bSamsungBrowser\//, 'Samsung Internet'],
    [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
    [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
    [/^curl\//, 'curl'],
    [/^node(?:-fetch)?\b|\bundici\b/i, 'Node.js'],
    [/^PostmanRuntime\//, 'Postman'],
    [/^python-requests\/|^Python-urllib\//, 'Python'],
  ];
  for (const [pattern, name] of rules) if (pattern.test(ua)) return name;
  return null;
}

function osOf(ua: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/\biPhone\b/, 'iPhone'],
    [/\biPad\b/, 'iPad'],
    [/\bAndroid\b/, 'Android'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bWindows\b/, 'Windows'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bLinux\b/, 'Linux'],
  ];
  for (const [pattern, name] of rules) if (pattern.test(ua)) return name;
  return null;
}

export type DeviceClass = 'mobile' | 'tablet' | 'desktop' | 'tv' | 'other';

/** The kind of device a user agent describes, for the analytics' device mix (issue 19). */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (/\b(SMART-TV|SmartTV|Tizen|Web0S|webOS|AppleTV|BRAVIA|Android TV|GoogleTV|AFT[A-Z]|HbbTV)\b/i.test(ua))
    return 'tv';
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(ua)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(ua)) return 'mobile';
  if (/\bWindows\b|\bMacintosh\b|\bMac OS X\b|\bCrOS\b|\bX11\b|\bLinux\b/.test(ua)) return 'desktop';
  return 'other';
}
