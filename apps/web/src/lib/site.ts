/** Product-wide names used in titles, headers and links. */
export const SITE_NAME = 'Mzansi Stream';
export const SUPPORT_EMAIL = 'support@mzansistream.co.za';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

/** "Mzansi Stream — Home"; the bare site name when there is no page title. */
export function pageTitle(title?: string): string {
  return title ? `${SITE_NAME} — ${title}` : SITE_NAME;
}
