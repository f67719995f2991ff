import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '../react';
import { ResultScreen } from './Result';
import { sdkUiMessages as m } from './messages';

/** Spec 1 §8: "Something happened", CODE: ASYNC_COMP_LOAD_FAIL, the error, and a retry. */
function AsyncLoadFailure(props: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <ResultScreen kind="error" title={t(m.somethingHappened)} text={t(m.asyncLoadFail)} onRetry={props.onRetry}>
      <pre className="kite-error-detail">{props.error.message}</pre>
    </ResultScreen>
  );
}

/** Catches a failed lazy load or render and offers a retry (spec 1 §8: ASYNC_COMP_LOAD_FAIL): pages, widgets, columns. */
export class AsyncBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[kite] page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <AsyncLoadFailure error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
