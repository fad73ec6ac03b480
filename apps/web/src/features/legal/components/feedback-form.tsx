import { FEEDBACK_TOPICS } from '@mzansi/contracts/account';
import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { isApiError } from '@/lib/api-client';
import { useSendFeedback } from '../api/send-feedback';
import { FEEDBACK_TEXT, FEEDBACK_TOPIC_LABELS } from '../content/feedback';
import {
  MESSAGE_MAX_LENGTH,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackTopic,
} from '../lib/validate-feedback';
import { PROSE_LINK_CLASSES } from './rich-text';

const FIELD_IDS: Record<FeedbackField, string> = {
  topic: 'feedback-topic',
  message: 'feedback-message',
  email: 'feedback-email',
};
const FIELD_ORDER: FeedbackField[] = ['topic', 'message', 'email'];
/** The character count is announced to screen readers only near the limit, not on every key press. */
const ANNOUNCE_REMAINING_BELOW = 200;

function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.code === 'rate_limited' ? FEEDBACK_TEXT.rateLimited : error.message;
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

/** The /feedback form: checks the fields like the server does, then posts to /api/feedback. */
export function FeedbackForm({ initialTopic, page }: FeedbackFormProps) {
  const [topic, setTopic] = useState<string>(initialTopic);
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const mutation = useSendFeedback();
  const successRef = useRef<HTMLDivElement>(null);
  const focusMessageAfterReset = useRef(false);

  useEffect(() => {
    if (mutation.isSuccess) {
      successRef.current?.focus();
    } else if (focusMessageAfterReset.current) {
      focusMessageAfterReset.current = false;
      document.getElementById(FIELD_IDS.message)?.focus();
    }
  }, [mutation.isSuccess]);

  /** Once a field shows an error, editing it updates or clears that error; new errors wait for the next submit. */
  function revalidate(field: FeedbackField, next: { topic: string; message: string; email: string }) {
    if (!errors[field]) return;
    const result = validateFeedback(next);
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = validateFeedback({ topic, message, email, page });
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(result.body);
  }

  function handleSendAnother() {
    setMessage('');
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
    <form noValidate onSubmit={handleSubmit} className="space-y-6" aria-label="Feedback">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={FIELD_IDS.topic} className="text-sm font-semibold">
          Topic
        </label>
        <select
          id={FIELD_IDS.topic}
          name="topic"
          value={topic}
          onChange={(event) => {
            setTopic(event.target.value);
            revalidate('topic', { topic: event.target.value, message, email });
          }}
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
            {errors.topic}
          </p>
        ) : null}
      </div>

      <TextAreaField
        id={FIELD_IDS.message}
        name="message"
        label="Your message"
        rows={8}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          revalidate('message', { topic, message: event.target.value, email });
        }}
        hint={
          <>
            {FEEDBACK_TEXT.messageHint}
            <CharacterCount length={message.trim().length} />
          </>
        }
        error={errors.message}
      />

      <TextField
        id={FIELD_IDS.email}
        name="email"
        type="email"
        label="Your e-mail address (optional)"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          revalidate('email', { topic, message, email: event.target.value });
        }}
        hint={FEEDBACK_TEXT.emailHint}
        error={errors.email}
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

      {mutation.isError ? (
        <FormMessage tone="error">
          <p className="font-semibold">{FEEDBACK_TEXT.errorTitle}</p>
          <p>{errorMessage(mutation.error)}</p>
        </FormMessage>
      ) : null}

      <Button type="submit" size="lg" aria-disabled={pending || undefined}>
        {pending ? <Spinner /> : null}
        {pending ? FEEDBACK_TEXT.pending : FEEDBACK_TEXT.submit}
      </Button>
    </form>
  );
}
