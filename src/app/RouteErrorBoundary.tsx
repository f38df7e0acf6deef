import { Component, type ComponentType, type ReactNode } from 'react';
import { PageErrorContext } from '../components/pageError';

interface Props {
  /** What to show instead of the page once it threw; it reads the error with `usePageError`. */
  fallback: ComponentType;
  /** A new value (a new navigation, "Try again" included) renders the page again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A route's error boundary: a page that throws (while loading its module or rendering) shows its
 * error page inside the site's layout, and the next navigation tries the page again.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failedAt?: string }> {
  override state: { error: unknown; failedAt?: string } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; failedAt?: string }) {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    if (this.state.error === undefined) return children;
    return (
      <PageErrorContext.Provider value={this.state.error}>
        <Fallback />
      </PageErrorContext.Provider>
    );
  }
}
