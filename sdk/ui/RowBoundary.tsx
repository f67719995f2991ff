import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useT } from '../react';
import { sdkUiMessages as m } from './messages';

function RowFailure() {
  const t = useT();
  return <p className="kite-row-failed">{t(m.rowFailed)}</p>;
}

/**
 * One list row's boundary: an item the server sent malformed (a streamed note without its user, say)
 * fails its own row, said in a line, and the list around it keeps going.
 */
export class RowBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[kite] a list item could not be drawn', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RowFailure /> : this.props.children;
  }
}
