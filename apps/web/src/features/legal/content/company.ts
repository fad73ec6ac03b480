import { formatDate } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';
import { SUPPORT_EMAIL } from '@/lib/site';

/** Facts every legal page repeats, kept in one place. */
export const COMPANY = {
  legalName: 'Mzansi Stream (Pty) Ltd',
  supportEmail: SUPPORT_EMAIL,
  privacyEmail: 'privacy@mzansistream.co.za',
  website: 'mzansistream.co.za',
} as const;

/** The arguments of the messages that name the company or its addresses (`{legalName}`, `<mail>{supportEmail}</mail>`). */
export const COMPANY_ARGS = {
  legalName: COMPANY.legalName,
  supportEmail: COMPANY.supportEmail,
  privacyEmail: COMPANY.privacyEmail,
};

/** The date every legal page shows as "Last updated". */
export const LEGAL_UPDATED_ISO = '2026-11-01';

/** The last-updated date in the reader's language ("1 November 2026" in English). */
export function legalUpdated(language: Language, iso = LEGAL_UPDATED_ISO): { iso: string; label: string } {
  return {
    iso,
    label: formatDate(language, iso, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
