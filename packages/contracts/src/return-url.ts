/**
 * Spec §2/§5: a returnUrl is used only when its origin equals the current origin. Returns the path + search + hash
 * to navigate to, or null. Refuses protocol-relative (//evil), absolute other-origin, javascript: and data: URLs,
 * backslash tricks and their percent-encoded forms.
 */
export function safeReturnUrl(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate) return null;
  let value = candidate.trim();
  // A value that was encoded once more than needed (e.g. %2F%2Fevil.example) is decoded before checking.
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(value); i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      return null;
    }
  }
  // Control characters and backslashes are how browsers get tricked into treating a path as another host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
