import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { PinKind } from '../api/pin-errors';
import { PinInput } from './pin-input';

/** What the PIN dialog says went wrong: the server's sentence, and the tries left when it said. */
export interface PinDialogError {
  message: string;
  attemptsLeft?: number | null;
}

/**
 * Asks for a 4-digit PIN before a profile opens: the profile's own, or the account's (leaving a Kids profile). The
 * server's refusal is shown under the field (with the tries left before PINs are locked), and the field is cleared
 * for another go.
 */
export function PinDialog({
  open,
  onOpenChange,
  kind,
  profileName,
  error,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: PinKind;
  /** the profile being opened */
  profileName: string;
  error: PinDialogError | null;
  pending: boolean;
  onSubmit: (pin: string) => void;
}) {
  const { t } = useTranslation('profiles');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={kind === 'account' ? t('pin.accountTitle') : t('pin.profileTitle', { name: profileName })}
      description={
        kind === 'account' ? t('pin.accountDescription', { name: profileName }) : t('pin.profileDescription')
      }
    >
      <PinForm
        kind={kind}
        error={error}
        pending={pending}
        onSubmit={onSubmit}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

/** The dialog's form: mounted each time the dialog opens, so it starts empty with the field focused. */
function PinForm({
  kind,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: PinKind;
  error: PinDialogError | null;
  pending: boolean;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profiles');
  const [pin, setPin] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // After a refusal, and when the other PIN is asked for next: a fresh field.
  const [answered, setAnswered] = useState({ error, kind });
  if (answered.error !== error || answered.kind !== kind) {
    setAnswered({ error, kind });
    setPin('');
    setTooShort(false);
  }
  // Focused on opening (before the dialog's own focus handling, which then leaves it here) and after each answer.
  useEffect(() => {
    input.current?.focus();
  }, [error, kind]);
  // The field is disabled while the server checks it, which drops focus: it comes back after the answer.
  useEffect(() => {
    if (!pending) input.current?.focus();
  }, [pending]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== 4) {
      setTooShort(true);
      input.current?.focus();
      return;
    }
    onSubmit(pin);
  }

  const shownError = tooShort ? (
    t('pin.fourDigits')
  ) : error ? (
    <>
      {error.message}
      {error.attemptsLeft != null ? ` ${t('pin.attemptsLeft', { count: error.attemptsLeft })}` : null}
    </>
  ) : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label={t('pin.formLabel')}>
      <PinInput
        ref={input}
        large
        label={kind === 'account' ? t('pin.accountLabel') : t('pin.label')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          setTooShort(false);
        }}
        error={shownError}
        disabled={pending}
      />
      <div className="flex items-start gap-3 text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p className="text-sm">{t('pin.forgot')}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('pin.cancel')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('pin.checking') : t('pin.submit')}
        </Button>
      </div>
    </form>
  );
}
