import { FEEDBACK_TOPICS, feedbackRequestSchema } from '@mzansi/contracts/account';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { blankAsUndefined, contractResolver, showServerFieldErrors } from '@/lib/forms';
import { useSendFeedback } from '../api/send-feedback';
import { translate } from '@/lib/i18n';
import { rich } from '../content/rich';
import type { FeedbackTopic } from '../lib/feedback-params';
import { RichText } from './rich-text';

const FIELD_IDS = {
  topic: 'feedback-topic',
  message: 'feedback-message',
  email: 'feedback-email',
} as const;
/** The contract's limit, for the character count (the message is counted without surrounding spaces, as there). */
const MESSAGE_MAX_LENGTH = feedbackRequestSchema.shape.message.maxLength ?? 4000;
/** The character count is announced to screen readers only near the limit, not on every key press. */
const ANNOUNCE_REMAINING_BELOW = 200;

/** Each topic's label (a literal map, so the catalogue check sees every key). */
const TOPIC_LABELS = {
  general: 'feedback.topics.general',
  playback: 'feedback.topics.playback',
  catalogue: 'feedback.topics.catalogue',
  account: 'feedback.topics.account',
  billing: 'feedback.topics.billing',
  accessibility: 'feedback.topics.accessibility',
} as const satisfies Record<FeedbackTopic, string>;

function tooLongMessage(length: number): string {
  return translate('legal:feedback.tooLong', {
    max: String(MESSAGE_MAX_LENGTH),
    over: String(length - MESSAGE_MAX_LENGTH),
  });
}

/** Stands for the page in the message, so the page itself is drawn as code (never parsed as markup). */
const PAGE_SLOT = '\u0000page\u0000';

/** The message's text with `<tag>` and `</tag>` taken out: the pieces before, inside and after. */
function splitAtTag(text: string, tag: string): string[] {
  return text.split(new RegExp(`</?${tag}>`)).filter((part) => part !== '');
}

/** The contract's feedback (the page is added when sent); an e-mail left blank is no e-mail. */
const feedbackResolver = contractResolver(
  feedbackRequestSchema
    .pick({ topic: true, message: true, email: true })
    .extend({ email: blankAsUndefined(feedbackRequestSchema.shape.email) }),
  {
    topic: () => translate('legal:feedback.chooseTopic'),
    message: (issue) =>
      issue.code === 'too_big' && typeof issue.input === 'string'
        ? tooLongMessage(issue.input.length)
        : undefined,
    email: () => translate('legal:feedback.invalidEmail'),
  },
);

function errorMessage(error: unknown): string {
  if (isApiError(error))
    return error.code === 'rate_limited' ? translate('legal:feedback.rateLimited') : apiErrorMessage(error);
  return translate('legal:feedback.unexpectedError');
}

function CharacterCount({ length }: { length: number }) {
  const { t } = useTranslation('legal');
  const remaining = MESSAGE_MAX_LENGTH - length;
  return (
    <>
      <span className={clsx('mt-1 block tabular-nums', remaining < 0 && 'font-semibold text-danger')}>
        {t('feedback.characterCount', { length: String(length), max: String(MESSAGE_MAX_LENGTH) })}
        {remaining < 0 ? ` ${t('feedback.tooManyCount', { count: -remaining })}` : ''}
      </span>
      <span className="sr-only" aria-live="polite">
        {remaining < 0
          ? t('feedback.charactersTooMany', { count: -remaining })
          : remaining <= ANNOUNCE_REMAINING_BELOW
            ? t('feedback.charactersLeft', { count: remaining })
            : ''}
      </span>
    </>
  );
}

interface FeedbackFormProps {
  initialTopic: FeedbackTopic;
  /** the page the visitor came from (`?from=`), sent with the message */
  page?: string;
}

/** The /feedback form: checks the fields with the server's own schema, then posts to /api/feedback. */
export function FeedbackForm({ initialTopic, page }: FeedbackFormProps) {
  const { t } = useTranslation('legal');
  const mutation = useSendFeedback();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    getValues,
    control,
    formState: { errors },
  } = useForm({
    resolver: feedbackResolver,
    defaultValues: { topic: initialTopic, message: '', email: '' },
  });
  const message = useWatch({ control, name: 'message' });
  const successRef = useRef<HTMLDivElement>(null);
  const focusMessageAfterReset = useRef(false);

  useEffect(() => {
    if (mutation.isSuccess) {
      successRef.current?.focus();
    } else if (focusMessageAfterReset.current) {
      focusMessageAfterReset.current = false;
      setFocus('message');
    }
  }, [mutation.isSuccess, setFocus]);

  // Invalid fields are focused in the order of the form (topic, message, e-mail) by react-hook-form itself.
  const handleValid = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(page ? { ...body, page } : body, {
      onError: (error) => {
        if (!showServerFieldErrors(error, setError, ['topic', 'message', 'email'])) {
          setError('root.server', { type: 'server', message: errorMessage(error) });
        }
      },
    });
  });

  function handleSendAnother() {
    reset({ ...getValues(), message: '' });
    focusMessageAfterReset.current = true;
    mutation.reset();
  }

  if (mutation.isSuccess) {
    return (
      <div ref={successRef} tabIndex={-1} className="rounded-xl focus:outline-none">
        <StateMessage
          role="status"
          icon={<CircleCheck className="size-10 text-accent" />}
          title={t('feedback.successTitle')}
          description={t('feedback.success')}
          actions={
            <Button variant="secondary" onClick={handleSendAnother}>
              {t('feedback.sendAnother')}
            </Button>
          }
          className="max-w-none"
        />
      </div>
    );
  }

  const pending = mutation.isPending;
  return (
    <form noValidate onSubmit={handleValid} className="space-y-6" aria-label={t('feedback.formLabel')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={FIELD_IDS.topic} className="text-sm font-semibold">
          {t('feedback.topic')}
        </label>
        <select
          id={FIELD_IDS.topic}
          // The initial choice in the markup too: react-hook-form then knows the select was not edited before it ran.
          defaultValue={initialTopic}
          {...register('topic')}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? `${FIELD_IDS.topic}-error` : undefined}
          className={clsx(
            'h-11 w-full rounded-md border bg-background px-3 text-base text-foreground focus-visible:border-primary',
            errors.topic ? 'border-danger' : 'border-border',
          )}
        >
          {FEEDBACK_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(TOPIC_LABELS[value])}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p id={`${FIELD_IDS.topic}-error`} className="text-sm text-danger">
            {errors.topic.message}
          </p>
        ) : null}
      </div>

      <TextAreaField
        id={FIELD_IDS.message}
        label={t('feedback.message')}
        rows={8}
        {...register('message')}
        hint={
          <>
            {t('feedback.messageHint')}
            <CharacterCount length={message.trim().length} />
          </>
        }
        error={errors.message?.message}
      />

      <TextField
        id={FIELD_IDS.email}
        type="email"
        label={t('feedback.email')}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        {...register('email')}
        hint={t('feedback.emailHint')}
        error={errors.email?.message}
      />

      <div className="space-y-2 text-sm text-muted">
        {page ? (
          <p>
            {splitAtTag(t('feedback.fromPage', { page: PAGE_SLOT }), 'code').map((part, index) =>
              part === PAGE_SLOT ? (
                <code key={index} className="text-foreground [overflow-wrap:anywhere]">
                  {page}
                </code>
              ) : (
                part
              ),
            )}
          </p>
        ) : null}
        <p>
          <RichText value={rich(t('feedback.privacyNote'))} />
        </p>
      </div>

      {errors.root?.server ? (
        <FormMessage tone="error">
          <p className="font-semibold">{t('feedback.errorTitle')}</p>
          <p>{errors.root.server.message}</p>
        </FormMessage>
      ) : null}

      <Button type="submit" size="lg" aria-disabled={pending || undefined}>
        {pending ? <Spinner /> : null}
        {pending ? t('feedback.pending') : t('feedback.submit')}
      </Button>
    </form>
  );
}
