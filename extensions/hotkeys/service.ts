import { defineMessages } from '@kite/sdk';
import type { CommandsService, Disposable, HotkeyBinding, HotkeyContribution, HotkeyHelp, HotkeyService } from '@kite/sdk';

/** The `?` line of g five times (here, not in index.ts: its text stays out of the first load). */
export const serviceMessages = defineMessages('hotkeys', {
  safeMode: 'Five times in a row: reload in safe mode',
});

/** Spec 1 §5: a held key repeats; repeats are suppressed for 500 ms. */
export const REPEAT_SUPPRESS_MS = 500;
/** Spec 1 §4: g five times, each within 300 ms of the previous, turns safe mode on. */
export const SAFE_MODE_PRESSES = 5;
export const SAFE_MODE_GAP_MS = 300;
/** A sequence's second key (`g h`) counts within this long after the first. */
export const SEQUENCE_MS = 1500;

/** True when the event comes from a place the user is typing in. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

type KeyEvent = Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'defaultPrevented' | 'preventDefault'>;

/**
 * Listens for keys on the window. A key goes to the newest view binding that takes it
 * (a note list's j / k), else to the matching `hotkeys` contribution — which runs its
 * command or its action. Ignored while typing (unless the hotkey allows it), while
 * suspended (the image viewer is open), with Alt, and for repeats within 500 ms
 * (except rapid bindings). Also counts g presses for safe mode. With Ctrl or ⌘ held, only
 * `mod+` hotkeys run.
 * A key name with a space is a sequence (`g h`): its second key within 1.5 s of the first
 * runs it, and is then no key of its own.
 */
export class WindowHotkeys implements HotkeyService {
  private suspensions = 0;
  private lastFired = new Map<string, number>();
  private gPresses: number[] = [];
  private bindings: HotkeyBinding[] = [];
  /** The first key of a sequence, pressed at. */
  private prefix: { key: string; at: number } | null = null;
  readonly ready = Promise.resolve();

  constructor(
    /** The `hotkeys` contributions in force. */
    private readonly contributed: () => readonly HotkeyContribution[],
    /** g five times: what it does, and its line in the `?` list (passed in: this module loads after the first content, alone). */
    private readonly safeMode: { run: () => void; description: HotkeyHelp['description'] },
    private readonly now: () => number = () => Date.now(),
    private readonly commands: Pick<CommandsService, 'has' | 'run'> | null = null,
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

  bind(binding: HotkeyBinding): Disposable {
    this.bindings = [...this.bindings, binding];
    return {
      dispose: () => {
        this.bindings = this.bindings.filter((b) => b !== binding);
      },
    };
  }

  list(): HotkeyHelp[] {
    const seen = new Set<string>();
    const out: HotkeyHelp[] = [];
    const add = (h: HotkeyHelp) => {
      const keys = h.keys.filter((k) => !seen.has(k));
      for (const k of keys) seen.add(k);
      if (keys.length) out.push({ keys, description: h.description });
    };
    for (const b of [...this.bindings].reverse()) add(b);
    for (const h of this.contributed()) if (this.runnable(h)) add(h);
    add({ keys: ['g'], description: this.safeMode.description });
    return out;
  }

  handle(e: KeyEvent): void {
    if (e.defaultPrevented || e.altKey || this.suspensions > 0) return;
    const key = e.key.toLowerCase();
    const typing = isTyping(e.target);
    // With Ctrl or ⌘ only a `mod+` hotkey (the palette's mod+k) answers, in a field too; the browser's own shortcuts stay.
    if (e.ctrlKey || e.metaKey) {
      this.runContribution(`mod+${key}`, false, e);
      return;
    }
    if (!typing && key === 'g' && this.countG()) {
      this.safeMode.run();
      return;
    }
    const prefix = this.prefix;
    this.prefix = null;
    if (!typing && prefix && this.now() - prefix.at <= SEQUENCE_MS) {
      const sequence = `${prefix.key} ${key}`;
      if (this.runBinding(sequence, false, e) || this.runContribution(sequence, false, e)) return;
    }
    const last = this.lastFired.get(key);
    const repeated = last !== undefined && this.now() - last < REPEAT_SUPPRESS_MS;
    if (!typing && this.runBinding(key, repeated, e)) return;
    if (this.runContribution(key, typing, e, repeated)) return;
    if (!typing && this.startsSequence(key)) this.prefix = { key, at: this.now() };
  }

  private runContribution(key: string, typing: boolean, e: KeyEvent, repeated = false): boolean {
    const hotkey = this.contributed().find((h: HotkeyContribution) => h.keys.includes(key) && this.runnable(h));
    if (!hotkey || (typing && !hotkey.allowInInputs) || repeated) return false;
    this.fired(key, e);
    const run = hotkey.command !== undefined ? this.commands?.run(hotkey.command) : hotkey.action();
    void Promise.resolve(run).catch((err: unknown) => console.error('[kite] hotkey failed', err));
    return true;
  }

  /** Whether `key` is the first key of a sequence that works now. */
  private startsSequence(key: string): boolean {
    const first = `${key} `;
    return [...this.bindings, ...this.contributed().filter((h) => this.runnable(h))].some((h) => h.keys.some((k) => k.startsWith(first)));
  }

  /** A command hotkey whose command no one provides (its extension is off) is not offered. */
  private runnable(h: HotkeyContribution): boolean {
    return h.command === undefined || (this.commands?.has(h.command) ?? false);
  }

  private runBinding(key: string, repeated: boolean, e: KeyEvent): boolean {
    for (let i = this.bindings.length - 1; i >= 0; i--) {
      const b = this.bindings[i];
      if (!b.keys.includes(key) || (repeated && !b.rapid)) continue;
      if (b.action(key) === false) continue;
      this.fired(key, e);
      return true;
    }
    return false;
  }

  private fired(key: string, e: KeyEvent) {
    this.lastFired.set(key, this.now());
    e.preventDefault();
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
