import { endpoints } from '@mzansi/contracts/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** The file name of a data export: mzansi-stream-data-2026-11-22.json. */
export function exportFileName(now: Date = new Date()): string {
  return `mzansi-stream-data-${now.toISOString().slice(0, 10)}.json`;
}

/** GET /api/account/export (POPIA): everything we hold about the user, saved as a JSON file. */
export async function downloadAccountData(): Promise<void> {
  const data = await api(endpoints.exportAccount, {}, { retries: 0, cache: 'no-store', timeoutMs: 60_000 });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportAccountData() {
  return useMutation({
    mutationFn: downloadAccountData,
    meta: { successMessage: translate('account:data.downloaded') },
  });
}

/** DELETE /api/account: the password re-confirms the request; accounts without one confirm their e-mail. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: { password?: string; confirmEmail?: string }) =>
      api(endpoints.deleteAccount, { body: confirmation }, { retries: 0 }),
    meta: { skipErrorToast: true },
  });
}
