import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorScreen } from '@/components/ui/error-screen';
import { translate } from '@/lib/i18n';
import { SUPPORT_MAILTO } from '@/lib/site';
import { reportError } from '@/lib/telemetry';

interface AppErrorBoundaryState {
  error: Error | null;
}

/** Last line of defence (spec §2, app level): "Application Error" with Reload Application and Contact Support. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[app] unhandled render error', error, info.componentStack);
    reportError(error, {
      type: 'component-render',
      severity: 'critical',
      recoverable: false,
      context: { level: 'app', componentStack: info.componentStack },
    });
  }

  handleReload = () => {
    window.location.reload();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main-content">
        <ErrorScreen
          // `translate`, not a hook: this screen must show even when what failed is the rest of the app.
          title={translate('common:errors.appTitle')}
          description={translate('common:errors.appBody')}
          actions={
            <>
              <button type="button" className={buttonClasses()} onClick={this.handleReload}>
                {translate('common:errors.reloadApp')}
              </button>
              <a href={SUPPORT_MAILTO} className={buttonClasses({ variant: 'secondary' })}>
                {translate('common:errors.contactSupport')}
              </a>
            </>
          }
        />
      </main>
    );
  }
}
