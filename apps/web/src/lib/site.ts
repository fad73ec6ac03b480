import { SUPPORT_EMAIL } from '@mzansi/contracts/routes';

/** Product-wide names used in titles, headers and links (the values live in the contracts' route table). */
export { HELP_CENTER_URL, SITE_NAME, SITE_TAGLINE, SUPPORT_EMAIL } from '@mzansi/contracts/routes';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
