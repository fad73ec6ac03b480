import { RENEWAL_GRACE_DAYS } from '@mzansi/contracts/billing';

const DAY_MS = 86_400_000;

/**
 * The same time `months` calendar months later, in UTC; a day that the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February), as card schemes and PayFast's monthly billing do.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The end of the grace period of a renewal that was due at `paidUntil`. */
export function graceEnd(paidUntil: Date): Date {
  return new Date(paidUntil.getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
}

/** How long before the end of a period our renewal job asks a gateway to charge (and retries after a decline). */
export const RENEWAL_LEAD_MS = DAY_MS;
export const RENEWAL_RETRY_MS = DAY_MS;
