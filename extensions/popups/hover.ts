/** Spec 1 §4/§9 popup timings. */
export const POPUP_TIMING = { tooltipDelay: 100, previewShow: 500, previewHide: 500, anchorCheck: 1000 } as const;

/**
 * Show/hide timing for one hover popup: `enter` shows after `showMs` (at once for 0),
 * `leave` hides after `hideMs`; entering again in between cancels the pending hide, and
 * leaving before the popup appeared cancels the pending show.
 */
export class HoverTimer {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private shown_ = false;

  constructor(
    private readonly show: () => void,
    private readonly hide: () => void,
    private readonly delays: { showMs: number; hideMs: number },
  ) {}

  get shown(): boolean {
    return this.shown_;
  }

  enter(): void {
    this.clear();
    if (this.shown_) return;
    if (this.delays.showMs <= 0) this.doShow();
    else this.timer = setTimeout(() => this.doShow(), this.delays.showMs);
  }

  leave(): void {
    this.clear();
    if (!this.shown_) return;
    if (this.delays.hideMs <= 0) this.doHide();
    else this.timer = setTimeout(() => this.doHide(), this.delays.hideMs);
  }

  /** Hides now and cancels anything pending (a click, the anchor gone, detach). */
  cancel(): void {
    this.clear();
    if (this.shown_) this.doHide();
  }

  private doShow() {
    this.timer = null;
    this.shown_ = true;
    this.show();
  }

  private doHide() {
    this.timer = null;
    this.shown_ = false;
    this.hide();
  }

  private clear() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
