import { FEEDBACK_TOPICS, feedbackRequestSchema } from '@mzansi/contracts/account';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { blankAsUndefined, contractResolver, showServerFieldErrors } from '@/lib/forms';
import { useSendFeedback } from '../api/send-feedback';
import { FEEDBACK_TEXT, FEEDBACK_TOPIC_LABELS } from '../content/feedback';
import type { FeedbackTopic } from '../lib/feedback-params';
import { PROSE_LINK_CLASSES } from './rich-text';

const FIELD_IDS = {
  topic: 'feedback-topic',
  message: 'feedback-message',
  email: 'feedback-email',
} as const;
/** The contract's limit, for the character count (the message is counted without surrounding spaces, as there). */
const MESSAGE_MAX_LENGTH = feedbackRequestSchema.shape.message.maxLength ?? 4000;
/** The character count is announced to screen readers only near the limit, not on every key press. */
const ANNOUNCE_REMAINING_BELOW = 200;

function tooLongMessage(length: number): string {
  return `Keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer (it is ${length - MESSAGE_MAX_LENGTH} over).`;
}

/** The contract's feedback (the page is added when sent); an e-mail left blank is no e-mail. */
const feedbackResolver = contractResolver(
  feedbackRequestSchema
    .pick({ topic: true, message: true, email: true })
    .extend({ email: blankAsUndefined(feedbackRequestSchema.shape.email) }),
  {
    topic: FEEDBACK_TEXT.chooseTopic,
    message: (issue) =>
      issue.code === 'too_big' && typeof issue.input === 'string'
        ? tooLongMessage(issue.input.length)
        : undefined,
    email: FEEDBACK_TEXT.invalidEmail,
  },
);

function errorMessage(error: unknown): string {
  if (isApiError(error))
    return error.code === 'rate_limited' ? FEEDBACK_TEXT.rateLimited : apiErrorMessage(error);
  return FEEDBACK_TEXT.unexpectedError;
}

function CharacterCount({ length }: { length: number }) {
  const remaining = MESSAGE_MAX_LENGTH - length;
  return (
    <>
      <span className={clsx('mt-1 block tabular-nums', remaining < 0 && 'font-semibold text-danger')}>
        {length} of {MESSAGE_MAX_LENGTH} characters
        {remaining < 0 ? ` (${-remaining} too many)` : ''}
      </span>
      <span className="sr-only" aria-live="polite">
        {remaining < 0
          ? `${-remaining} characters too many`
          : remaining <= ANNOUNCE_REMAINING_BELOW
            ? `${remaining} characters left`
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
          title={FEEDBACK_TEXT.successTitle}
          description={FEEDBACK_TEXT.success}
          actions={
            <Button variant="secondary" onClick={handleSendAnother}>
              {FEEDBACK_TEXT.sendAnother}
            </Button>
          }
          className="max-w-none"
        />
      </div>
    );
  }

  const pending = mutation.isPending;
  return (
    <form noValidate onSubmit={handleValid} className="space-y-6" aria-label="Feedback">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={FIELD_IDS.topic} className="text-sm font-semibold">
          Topic
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
              {FEEDBACK_TOPIC_LABELS[value]}
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
        label="Your message"
        rows={8}
        {...register('message')}
        hint={
          <>
            {FEEDBACK_TEXT.messageHint}
            <CharacterCount length={message.trim().length} />
          </>
        }
        error={errors.message?.message}
      />

      <TextField
        id={FIELD_IDS.email}
        type="email"
        label="Your e-mail address (optional)"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        {...register('email')}
        hint={FEEDBACK_TEXT.emailHint}
        error={errors.email?.message}
      />

      <div className="space-y-2 text-sm text-muted">
        {page ? (
          <p>
            We&apos;ll include the page you came from,{' '}
            <code className="text-foreground [overflow-wrap:anywhere]">{page}</code>, so we can find the
            problem.
          </p>
        ) : null}
        <p>
          {FEEDBACK_TEXT.privacyNote} Read our{' '}
          <Link to="/privacy" className={PROSE_LINK_CLASSES}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>

      {errors.root?.server ? (
        <FormMessage tone="error">
          <p className="font-semibold">{FEEDBACK_TEXT.errorTitle}</p>
          <p>{errors.root.server.message}</p>
        </FormMessage>
      ) : null}

      <Button type="submit" size="lg" aria-disabled={pending || undefined}>
        {pending ? <Spinner /> : null}
        {pending ? FEEDBACK_TEXT.pending : FEEDBACK_TEXT.submit}
      </Button>
    </form>
  );
}
