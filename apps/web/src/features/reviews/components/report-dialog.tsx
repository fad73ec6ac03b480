import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@mzansi/contracts/reviews';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { REASON_KEYS } from '../lib/labels';

/** Reports a review: a reason from the short list and an optional note. */
export function ReportDialog({
  open,
  onOpenChange,
  onSubmit,
  pending = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: ReportReason, note: string | undefined) => Promise<unknown>;
  pending?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [reason, setReason] = useState<ReportReason>('offensive');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await onSubmit(reason, note.trim() || undefined);
      onOpenChange(false);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'conflict') setError(t('report.already'));
      else if (isApiError(caught) && caught.status >= 500) setError(t('report.failed'));
      else setError(apiErrorMessage(caught));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('report.title')}
      description={t('report.description')}
    >
      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4" noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('report.reasonLegend')}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-3 text-base">
              <input
                type="radio"
                name="report-reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
                className="size-5"
              />
              {t(REASON_KEYS[option])}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('report.note')}
          value={note}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
