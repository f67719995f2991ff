import type { ContributionRegistry, HotkeyContribution, HotkeyService } from '@kite/sdk';

/** Spec 1 §5: a held key repeats; repeats are suppressed for 500 ms. */
export const REPEAT_SUPPRESS_MS = 500;
/** Spec 1 §4: g five times, each within 300 ms of the previous, turns safe mode on. */
export const SAFE_MODE_PRESSES = 5;
export const SAFE_MODE_GAP_MS = 300;

/** True when the event comes from a place the user is typing in. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

/**
 * Listens for keys on the window and runs the matching `hotkeys` contribution. Ignored
 * while typing (unless the hotkey allows it), while suspended (the image viewer is
 * open), with modifier keys, and for repeats within 500 ms. Also counts g presses for
 * safe mode.
 */
export class KernelHotkeys implements HotkeyService {
  private suspensions = 0;
  private lastFired = new Map<string, number>();
  private gPresses: number[] = [];

  constructor(
    private readonly registry: ContributionRegistry,
    private readonly onSafeMode: () => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Starts listening on `target`; returns the stop function. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const handler = (e: Event) => this.handle(e as KeyboardEvent);
    target.addEventListener('keydown', handler);
    return () => target.removeEventListener('keydown', handler);
  }

  suspend(): { dispose(): void } {
    this.suspensions++;
    let done = false;
    return {
      dispose: () => {
        if (done) return;
        done = true;
        this.suspensions--;
      },
    };
  }

  handle(
    e: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'defaultPrevented' | 'preventDefault'>,
  ): void {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || this.suspensions > 0) return;
    const key = e.key.toLowerCase();
    const typing = isTyping(e.target);
    if (!typing && key === 'g' && this.countG()) {
      this.onSafeMode();
      return;
    }
    const hotkey = this.registry.list('hotkeys').find((h: HotkeyContribution) => h.keys.includes(key));
    if (!hotkey || (typing && !hotkey.allowInInputs)) return;
    const t = this.now();
    const last = this.lastFired.get(key);
    if (last !== undefined && t - last < REPEAT_SUPPRESS_MS) return;
    this.lastFired.set(key, t);
    e.preventDefault();
    void Promise.resolve(hotkey.action()).catch((err: unknown) => console.error('[kite] hotkey failed', err));
  }

  /** Records a g press; true on the fifth press in a row within 300 ms gaps. */
  private countG(): boolean {
    const t = this.now();
    const prev = this.gPresses[this.gPresses.length - 1];
    this.gPresses = prev !== undefined && t - prev <= SAFE_MODE_GAP_MS ? [...this.gPresses, t] : [t];
    if (this.gPresses.length < SAFE_MODE_PRESSES) return false;
    this.gPresses = [];
    return true;
  }
}
