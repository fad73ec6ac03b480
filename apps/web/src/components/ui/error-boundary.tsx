import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '@/lib/telemetry';
import { buttonClasses } from './button-styles';

/** The three in-page levels of spec §2 (app and page levels are full screens: AppErrorBoundary, RouteErrorPage). */
export type BoundaryLevel = 'section' | 'component' | 'widget';

const TITLES = {
  section: 'errors.section',
  component: 'errors.component',
  widget: 'errors.widget',
} as const satisfies Record<BoundaryLevel, string>;

interface ErrorBoundaryProps {
  level: BoundaryLevel;
  children: ReactNode;
  /** what failed, for the report and the sentence shown ("this row") */
  name?: string;
  /** extra work on Retry (e.g. refetch the data the section shows) */
  onRetry?: () => void;
  className?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  hidden: boolean;
}

/**
 * Keeps a failure local: a broken row, card or widget shows its level's error (spec §2) and the rest of the page
 * carries on. Section: Retry and Hide Section. Component: Retry. Widget: no buttons.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hidden: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, {
      type: 'component-render',
      severity: this.props.level === 'section' ? 'medium' : 'low',
      context: { level: this.props.level, name: this.props.name, componentStack: info.componentStack },
    });
  }

  handleRetry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  handleHide = () => {
    this.setState({ hidden: true });
  };

  override render() {
    const { level, children, name, className } = this.props;
    if (this.state.hidden) return null;
    if (!this.state.error) return children;
    return (
      <ErrorPanel
        level={level}
        name={name}
        className={className}
        onRetry={this.handleRetry}
        onHide={this.handleHide}
      />
    );
  }
}

interface ErrorPanelProps {
  level: BoundaryLevel;
  name?: string;
  /** what went wrong, when there is more to say than "could not be shown" (a failed request's message) */
  detail?: string;
  onRetry?: () => void;
  /** section level: Hide Section */
  onHide?: () => void;
  className?: string;
}

/**
 * The error of one level (spec §2), for render failures (ErrorBoundary) and failed requests of a section alike.
 * Section: Retry and Hide Section. Component: Retry. Widget: no buttons.
 */
export function ErrorPanel({ level, name, detail, onRetry, onHide, className }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const title = t(TITLES[level]);
  const compact = level !== 'section';
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-start gap-2 rounded-xl border border-danger/40 bg-surface',
        compact ? 'p-3' : 'p-5',
        className,
      )}
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <TriangleAlert className="size-4 text-danger" aria-hidden="true" />
        {title}
      </p>
      {level !== 'widget' ? (
        <p className="text-sm text-muted">
          {name ? t('errors.notShownNamed', { name }) : t('errors.notShown')}
          {detail ? ` ${detail}` : null}
        </p>
      ) : null}
      {level === 'widget' ? null : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClasses({ size: 'sm' })} onClick={onRetry}>
            {t('errors.retry')}
          </button>
          {level === 'section' ? (
            <button
              type="button"
              className={buttonClasses({ size: 'sm', variant: 'ghost' })}
              onClick={onHide}
            >
              {t('errors.hideSection')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
