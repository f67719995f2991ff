import type { NavigationService } from '@kite/sdk';

/**
 * A Navigation service whose TanStack router is not built yet (the router is not in the first
 * load, see AppRouting): it answers from the address it started at, and the first navigation
 * asks for the router and goes on through it. Listeners carry over.
 */
export class DeferredNavigation implements NavigationService {
  private target: NavigationService | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly start: string,
    private readonly demand: () => Promise<NavigationService>,
  ) {}

  get current(): string {
    return this.target?.current ?? this.start;
  }

  push(to: string): void {
    this.through((n) => n.push(to));
  }

  replace(to: string): void {
    this.through((n) => n.replace(to));
  }

  back(): void {
    this.through((n) => n.back());
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** From now on every call goes to `nav` (the router's own navigation). */
  attach(nav: NavigationService): void {
    this.target = nav;
    nav.subscribe(() => this.listeners.forEach((l) => l()));
  }

  private through(go: (nav: NavigationService) => void) {
    if (this.target) go(this.target);
    else
      void this.demand()
        .then(go)
        .catch((error: unknown) => console.error('kite: navigation failed', error));
  }
}
