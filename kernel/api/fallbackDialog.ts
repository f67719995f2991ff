/**
 * A minimal accessible alert used only while no `Dialogs` service is registered (the
 * shell provides the real one): a native modal <dialog> (focus trap, Escape) built with
 * DOM calls and textContent — never HTML strings.
 */
export interface FallbackAction {
  text: string;
  primary?: boolean;
  callback?: () => void;
}

export function showFallbackDialog(opts: { title: string; text: string; actions: FallbackAction[] }): Promise<void> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'kite-fallback-dialog';
    dialog.setAttribute('role', 'alertdialog');
    const id = `kite-fallback-${Math.random().toString(36).slice(2)}`;
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('aria-describedby', `${id}-text`);
    const title = document.createElement('h2');
    title.id = `${id}-title`;
    title.textContent = opts.title;
    const text = document.createElement('p');
    text.id = `${id}-text`;
    text.style.whiteSpace = 'pre-wrap';
    text.textContent = opts.text;
    const buttons = document.createElement('div');
    buttons.className = 'kite-fallback-dialog-buttons';
    const close = () => {
      dialog.close();
      dialog.remove();
      resolve();
    };
    for (const a of opts.actions) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = a.primary ? 'kite-button kite-button-primary' : 'kite-button';
      b.textContent = a.text;
      b.addEventListener('click', () => {
        a.callback?.();
        close();
      });
      buttons.append(b);
    }
    dialog.append(title, text, buttons);
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      close();
    });
    document.body.append(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    (buttons.querySelector('button') as HTMLButtonElement | null)?.focus();
  });
}
