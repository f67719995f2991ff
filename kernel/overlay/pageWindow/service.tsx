import { Outlet, createMemoryHistory } from '@tanstack/react-router';
import { Navigation } from '@kite/sdk';
import type { AchievementEventsService, Disposable, NavigationService, PageWindowService } from '@kite/sdk';
import type { KernelServices } from '../../di/services';
import type { KernelContributionRegistry } from '../../contributions/registry';
import { createKiteRouter } from '../../boot/router';
import { KiteNavigation } from '../../router/navigation';
import type { OverlayStack } from '../stack';
import { PageWindow } from '../views';
import { initialBox } from './geometry';

/** Spec 1 §9: three windows open at once grant open3windows. */
export const THREE_WINDOWS = 3;

/**
 * Opens page windows. Each gets a TanStack router over its own memory history and a
 * child service scope whose Navigation is that router, so an sdk `<Link>` inside the
 * window navigates the window.
 */
export class KernelPageWindows implements PageWindowService {
  private open_ = new Set<Disposable>();

  constructor(
    private readonly deps: {
      services: KernelServices;
      registry: KernelContributionRegistry;
      stack: OverlayStack;
      main: () => NavigationService;
      username: () => string | null;
      achievements: AchievementEventsService;
    },
  ) {}

  get count(): number {
    return this.open_.size;
  }

  showInPage(path: string): void {
    this.deps.main().push(path);
  }

  open(path: string): void {
    const { services, registry, stack } = this.deps;
    const history = createMemoryHistory({ initialEntries: [path] });
    const { router, dispose, refresh } = createKiteRouter({
      registry,
      history,
      rootComponent: () => <Outlet />,
      username: this.deps.username,
    });
    const navigation = new KiteNavigation(router, undefined, refresh);
    const scope = services.child();
    scope.provide(Navigation, navigation);
    const model = {
      router,
      navigation,
      services: scope,
      initial: initialBox(this.open_.size, { width: window.innerWidth, height: window.innerHeight }),
    };
    const showInPage = (p: string) => this.showInPage(p);
    const entry: Disposable = stack.mount(
      function PageWindowEntry({ close }) {
        return <PageWindow model={model} close={close} showInPage={showInPage} />;
      },
      () => {
        dispose();
        this.open_.delete(entry);
      },
    );
    this.open_.add(entry);
    if (this.open_.size >= THREE_WINDOWS) this.deps.achievements.fire('open3windows');
  }
}
