import {
  COMPLIMENTARY_MAX_DAYS,
  COMPLIMENTARY_MIN_DAYS,
  SUSPENSION_REASON_MAX,
} from '@mzansi/contracts/admin-users';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useGrantComplimentary, useSuspendUser } from '../api/admin-users';
import { endOfDay, todayInSouthAfrica } from '../lib/suspension-dates';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
}

/** Suspend: a reason (required) and an optional end date (none: until lifted). */
export function SuspendDialog({ open, onOpenChange, userId, name }: DialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('suspend.title', { name })}
      description={t('suspend.description')}
    >
      {open ? <SuspendForm userId={userId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function SuspendForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const suspend = useSuspendUser();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const today = todayInSouthAfrica();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!reason.trim()) {
      setReasonError(t('suspend.reasonRequired'));
      return;
    }
    setReasonError(null);
    try {
      await suspend.mutateAsync({ id: userId, reason: reason.trim(), until: until ? endOfDay(until) : null });
      onDone();
    } catch (error) {
      setServerError(apiErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextAreaField
        label={t('suspend.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={SUSPENSION_REASON_MAX}
        required
        error={reasonError ?? undefined}
      />
      <TextField
        label={t('suspend.until')}
        hint={t('suspend.untilHint')}
        type="date"
        min={today}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={suspend.isPending}>
          {t('dialogs.cancel')}
        </Button>
        <Button type="submit" disabled={suspend.isPending} aria-busy={suspend.isPending || undefined}>
          {suspend.isPending ? <Spinner className="size-4" /> : null}
          {t('suspend.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Complimentary Premium for a number of days (7 to 365). */
export function ComplimentaryDialog({ open, onOpenChange, userId, name }: DialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('complimentary.title', { name })}
      description={t('complimentary.description')}
    >
      {open ? <ComplimentaryForm userId={userId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ComplimentaryForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const grant = useGrantComplimentary();
  const [days, setDays] = useState('30');
  const [daysError, setDaysError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const value = Number(days);
    if (!Number.isInteger(value) || value < COMPLIMENTARY_MIN_DAYS || value > COMPLIMENTARY_MAX_DAYS) {
      setDaysError(
        t('complimentary.daysRange', { min: COMPLIMENTARY_MIN_DAYS, max: COMPLIMENTARY_MAX_DAYS }),
      );
      return;
    }
    setDaysError(null);
    try {
      await grant.mutateAsync({ id: userId, days: value });
      onDone();
    } catch (error) {
      setServerError(apiErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={t('complimentary.days')}
        type="number"
        inputMode="numeric"
        min={COMPLIMENTARY_MIN_DAYS}
        max={COMPLIMENTARY_MAX_DAYS}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={daysError ?? undefined}
      />
      {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={grant.isPending}>
          {t('dialogs.cancel')}
        </Button>
        <Button type="submit" disabled={grant.isPending} aria-busy={grant.isPending || undefined}>
          {grant.isPending ? <Spinner className="size-4" /> : null}
          {t('complimentary.confirm')}
        </Button>
      </div>
    </form>
  );
}
