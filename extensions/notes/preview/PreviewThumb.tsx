import { Dialogs, useOptionalService, useT } from '@kite/sdk';
import { useNotePref } from '../prefs';
import { noteMessages as m } from '../messages';

/**
 * The cover over a preview the server marked sensitive: the same reveal flow as sensitive
 * media (a click-to-show button, with the optional confirmation). It sits beside the
 * preview's link, never inside it, so the button is not nested in an anchor.
 */
export function SensitiveCover({ onReveal }: { onReveal?: () => void }) {
  const t = useT();
  const dialogs = useOptionalService(Dialogs);
  const confirm = useNotePref('confirmWhenRevealingSensitiveMedia');
  if (!onReveal) {
    // Without a reveal action (the hover popup) it is only a label.
    return (
      <span className="kite-url-preview-cover">
        <b>{t(m.sensitive)}</b>
      </span>
    );
  }
  const reveal = async () => {
    if (confirm && dialogs && !(await dialogs.confirm({ type: 'question', text: t(m.revealConfirm) }))) return;
    onReveal();
  };
  return (
    <button type="button" className="kite-url-preview-cover" onClick={() => void reveal()}>
      <b>{t(m.sensitive)}</b>
      <span>{t(m.clickToShow)}</span>
    </button>
  );
}
