/**
 * The parts of a service worker's global scope Kite's worker uses. The project compiles against the DOM
 * library, whose `self` is a window; the WebWorker library cannot be added beside it, so these few are named here.
 */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface WindowClientLike {
  readonly focused: boolean;
  readonly url: string;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}

export interface SwScope {
  readonly location: { readonly origin: string };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (ev: ExtendableEventLike & { readonly data: unknown }) => void): void;
  addEventListener(type: 'push', listener: (ev: ExtendableEventLike & { readonly data: { json(): unknown } | null }) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (ev: ExtendableEventLike & { readonly notification: Notification; readonly action?: string }) => void,
  ): void;
}
