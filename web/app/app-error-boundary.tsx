import { Component, type ErrorInfo, type ReactNode } from 'react';
import { m } from '../../common/i18n/messages';

interface State {
  failed: boolean;
}

/** Last line of defence outside the router; plain markup because the providers may be what failed. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>{m.common_error_something_wrong()}</h1>
        <p>
          <a href="/">{m.common_error_reload()}</a>
        </p>
      </main>
    );
  }
}
