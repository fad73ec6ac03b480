import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';
import { Button } from './button';
import { ErrorPanel } from './error-boundary';
import { FormMessage } from './form-field';
import { StateMessage } from './state-message';

interface QueryErrorStateProps {
  /** the query's error: its message is chosen by `apiErrorMessage` (spec §8) */
  error: unknown;
  /** asks again (the query's refetch) */
  onRetry: () => void;
  /** the query is already asking again: Retry waits */
  retrying?: boolean;
  /**
   * - `page` (default): the designed error state in the place of a page's content, under `title`;
   * - `compact`: a short notice inside a section or a form, under `title` when given;
   * - `section`: a row's "Section Error" (spec §2) naming `name`, with Retry and Hide Section.
   */
  variant?: 'page' | 'compact' | 'section';
  /** what could not be loaded, said first: "We couldn't load your list" */
  title?: string;
  /** section: what the row is ("Recommendations"), for "Recommendations could not be shown." */
  name?: string;
  /** section: Hide Section */
  onHide?: () => void;
  /** page: more ways out after Retry (Go Home) */
  actions?: ReactNode;
  className?: string;
}

/**
 * The one "could not load" state for a failed query (DESIGN.md: the spec's messages with Retry), announced as an
 * alert. What went wrong is said in the spec's words: "Request timeout", "Network connection failed", the server's
 * own message, or the HTTP status and text.
 */
export function QueryErrorState({
  error,
  onRetry,
  retrying = false,
  variant = 'page',
  title,
  name,
  onHide,
  actions,
  className,
}: QueryErrorStateProps) {
  const { t } = useTranslation('common');
  const message = apiErrorMessage(error);

  if (variant === 'section') {
    return (
      <ErrorPanel
        level="section"
        name={name}
        detail={message}
        onRetry={onRetry}
        onHide={onHide}
        className={className}
      />
    );
  }

  if (variant === 'compact') {
    return (
      <div className={className}>
        <FormMessage tone="error">
          {title ? <p className="font-semibold">{title}</p> : null}
          <p>{message}</p>
          <Button size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
            {t('errors.retry')}
          </Button>
        </FormMessage>
      </div>
    );
  }

  return (
    <StateMessage
      role="alert"
      icon={<TriangleAlert className="size-8" />}
      title={title ?? message}
      description={title ? message : undefined}
      actions={
        <>
          <Button onClick={onRetry} disabled={retrying}>
            <RefreshCw className="size-5" aria-hidden="true" />
            {t('errors.retry')}
          </Button>
          {actions}
        </>
      }
      className={className}
    />
  );
}
