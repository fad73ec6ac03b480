import { formatRands, type Plan } from '@mzansi/contracts/plans';

/** "R0" or "R59/month" (DESIGN.md: rands as R59). */
export function planPrice(plan: Plan): string {
  return plan.price === 0 ? 'R0' : `${formatRands(plan.price)}/month`;
}
