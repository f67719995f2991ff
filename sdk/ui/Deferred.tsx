import { useEffect, useRef, useState } from 'react';
import type { DependencyList, ReactNode } from 'react';
import { Loading } from './Loading';
import { ResultScreen } from './Result';

type State<T> = { status: 'loading' } | { status: 'resolved'; value: T } | { status: 'error'; error: unknown };

/**
 * Deferred content (spec 1 §4): a spinner while `load` runs, the rendered value when it
 * resolves, an error screen with a retry that loads again when it fails. `deps` restart it.
 */
export function Deferred<T>(props: { load: () => Promise<T>; children: (value: T) => ReactNode; deps?: DependencyList; errorText?: string }) {
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `load` is usually an inline closure: the caller's deps and retries decide when it runs again, not its identity.
  const load = useRef(props.load);
  load.current = props.load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load.current().then(
      (value) => live && setState({ status: 'resolved', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => { live = false; };
  }, [attempt, ...(props.deps ?? [])]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const message = props.errorText ?? (state.error instanceof Error ? state.error.message : undefined);
    return <ResultScreen kind="error" text={message} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <>{props.children(state.value)}</>;
}
