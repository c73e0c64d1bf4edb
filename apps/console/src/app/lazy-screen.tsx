import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../components/button';
import { Loading } from '../components/query-state';

const LOAD_FAILED = 'This screen could not be loaded. Check the connection and try again.';

class ScreenBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{LOAD_FAILED}</p>
        <Button variant="secondary" small className="mt-3" onClick={this.props.onRetry}>
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * A screen in its own chunk: a status while it downloads, and a retry when the download fails
 * (a flaky connection, or a new deploy that removed the old chunk). React.lazy keeps a failed
 * import for good, so a retry starts a fresh one.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  const loadScreen = (): Promise<{ default: ComponentType }> =>
    load().then((module) => ({ default: module[name] }));
  let Screen = lazy(loadScreen);

  function LazyScreen() {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Screen = lazy(loadScreen);
      setAttempt((count) => count + 1);
    };
    return (
      <ScreenBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<Loading label="Loading the screen…" />}>
          <Screen />
        </Suspense>
      </ScreenBoundary>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
