import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadError } from '../content/LoadError';
import { PageErrorContext } from '../components/pageError';
import { reloadOnce } from './reloadOnce';

interface Props {
  /** What to show instead of the page once it threw; it reads the error with `usePageError`. */
  fallback: ComponentType;
  /** A new value (a new navigation, "Try again" included) renders the page again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * The error page, unless the error is a file that did not load and loading the page anew may
 * mend it (after a deploy, the new version): then nothing, while `reloadOnce` decides.
 */
function UnlessLoadingAnew({ error, children }: { error: unknown; children: ReactNode }) {
  const [loadingAnew, setLoadingAnew] = useState(error instanceof LoadError);
  useEffect(() => {
    if (!(error instanceof LoadError)) return;
    let current = true;
    void reloadOnce().then((reloads) => {
      if (current && !reloads) setLoadingAnew(false);
    });
    return () => {
      current = false;
    };
  }, [error]);
  return loadingAnew ? null : children;
}

/**
 * A route's error boundary: a page that throws (while loading its module or rendering) shows its
 * error page inside the site's layout, and the next navigation tries the page again. A file that
 * did not load first has the page loaded anew, once (src/app/README.md "Errors").
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
    const { error } = this.state;
    if (error === undefined) return children;
    return (
      <PageErrorContext.Provider value={error}>
        <UnlessLoadingAnew key={this.state.failedAt} error={error}>
          <Fallback />
        </UnlessLoadingAnew>
      </PageErrorContext.Provider>
    );
  }
}
