/**
 * Data the server wrote into the page's HTML as `<script type="application/json" id="...">` (the landing titles on /,
 * the visitor's rows on /home: apps/server/src/modules/seo/landing-data.ts), so the first render has it without
 * asking the API. Undefined when the element is missing or unreadable.
 */
export function readEmbeddedJson(id: string): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}
