import { SUPPORT_EMAIL } from '@/lib/site';
import type { Inline } from './types';

/** Facts every legal page repeats, kept in one place. */
export const COMPANY = {
  legalName: 'Mzansi Stream (Pty) Ltd',
  supportEmail: SUPPORT_EMAIL,
  privacyEmail: 'privacy@mzansistream.co.za',
  website: 'mzansistream.co.za',
} as const;

/** The date every legal page shows as "Last updated". */
export const LEGAL_UPDATED = { iso: '2026-11-01', label: '1 November 2026' } as const;

/** An e-mail address as a mailto: link inside rich text. */
export function email(address: string): Inline {
  return { link: address, to: `mailto:${address}` };
}
