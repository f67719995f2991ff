import { useEffect, useEffectEvent, useState } from 'react';
import type { DependencyList, ReactNode } from 'react';
import { Loading } from './Loading';
import { ResultScreen } from './Result';

type State<T> = { status: 'loading' } | { status: 'resolved'; value: T } | { status: 'error'; error: unknown };

/**
 * Deferred content (spec 1 §4): a spinner while `load` runs, the rendered value when it
 * resolves, an error screen with a retry that loads again when it fails. `deps` restart it.
 */
export function Deferred<T>(props: {
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
  deps?: DependencyList;
  errorText?: string;
}) {
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  // `load` is usually an inline closure: the caller's deps and retries decide when it runs again (a new run), not its identity.
  const [run, setRun] = useState(0);
  const deps = props.deps ?? [];
  const [seenDeps, setSeenDeps] = useState(deps);
  if (!sameDeps(seenDeps, deps)) {
    setSeenDeps(deps);
    setRun((n) => n + 1);
    setState({ status: 'loading' });
  }
  const load = useEffectEvent(() => props.load());
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ status: 'resolved', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [run]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    const message = props.errorText ?? (state.error instanceof Error ? state.error.message : undefined);
    return (
      <ResultScreen
        kind="error"
        text={message}
        onRetry={() => {
          setState({ status: 'loading' });
          setRun((n) => n + 1);
        }}
      />
    );
  }
  return <>{props.children(state.value)}</>;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
