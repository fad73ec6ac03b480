import { REVIEW_MAX_LENGTH } from '@mzansi/contracts/reviews';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { isApiError } from '@/lib/api-client';

/**
 * Writes or edits a review: plain text, trimmed, at most REVIEW_MAX_LENGTH characters (the server checks the same);
 * "Post" for a new one, "Save" for an edit.
 */
export function ReviewForm({
  initialText = '',
  editing,
  onSubmit,
  onCancel,
  pending = false,
}: {
  initialText?: string;
  editing: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (length === 0) return setError(t('form.empty'));
    if (length > REVIEW_MAX_LENGTH) return setError(t('form.tooLong', { max: REVIEW_MAX_LENGTH }));
    setError(null);
    try {
      await onSubmit(text.trim());
    } catch (caught) {
      setError(isApiError(caught) && caught.status >= 500 ? t('form.failed') : apiErrorMessage(caught));
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="grid max-w-2xl gap-3" noValidate>
      <TextAreaField
        label={t('form.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_MAX_LENGTH + 100}
        hint={
          <>
            {t('form.hint', { max: REVIEW_MAX_LENGTH })}{' '}
            <span aria-live="polite">{t('form.counter', { count: length, max: REVIEW_MAX_LENGTH })}</span>
          </>
        }
        error={error ?? undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {editing ? t('form.save') : t('form.post')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
