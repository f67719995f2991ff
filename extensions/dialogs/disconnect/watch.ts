import type { DialogService, I18nService, StreamService } from '@kite/sdk';
import { disconnectMessages as m } from './messages';

/** How long the stream may keep reconnecting before the person is asked to reload. */
export const DISCONNECT_DIALOG_MS = 10_000;

/**
 * Server disconnect (spec 1 §4, §8): when the stream has been reconnecting for
 * DISCONNECT_DIALOG_MS, a dialog asks to reload — once per outage; a reconnect in time
 * cancels it. Returns the function that stops watching.
 */
export function watchDisconnect(d: {
  stream: StreamService;
  /** The Dialogs service when one is provided (an extension); without one nobody is asked. */
  dialogs: () => DialogService | null;
  i18n: I18nService;
  reload: () => void;
  afterMs?: number;
}): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asked = false;
  // The open dialog's question stops standing once the stream is back: it closes by itself.
  let shown: AbortController | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const ask = async () => {
    timer = null;
    asked = true;
    const dialogs = d.dialogs();
    if (!dialogs) return;
    shown = new AbortController();
    const ok = await dialogs.confirm({
      signal: shown.signal,
      type: 'warning',
      title: d.i18n.t(m.title),
      text: d.i18n.t(m.text),
      okText: d.i18n.t(m.reload),
      cancelText: d.i18n.t(m.later),
    });
    shown = null;
    if (ok) d.reload();
  };
  const onState = () => {
    if (d.stream.state === 'reconnecting') {
      if (timer === null && !asked) timer = setTimeout(() => void ask(), d.afterMs ?? DISCONNECT_DIALOG_MS);
    } else {
      clear();
      if (d.stream.state === 'connected') {
        asked = false;
        shown?.abort();
        shown = null;
      }
    }
  };
  const off = d.stream.subscribe(onState);
  onState();
  return () => {
    off();
    clear();
    shown?.abort();
  };
}
