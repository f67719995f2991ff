import type { AnalyticsService } from '@kite/sdk';

/** Page-view hook; listeners (analytics extensions, tests) subscribe. */
export class KernelAnalytics implements AnalyticsService {
  private listeners = new Set<(path: string) => void>();
  readonly history: string[] = [];

  pageView(path: string): void {
    this.history.push(path);
    if (this.history.length > 50) this.history.shift();
    for (const l of [...this.listeners]) l(path);
  }

  onPageView(listener: (path: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
