import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { AsyncLoadFailure } from './AsyncLoadFailure';

/** Catches a failed lazy load or render and offers a retry (spec 1 §8: ASYNC_COMP_LOAD_FAIL). */
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
