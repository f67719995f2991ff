import { useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import type { EditableKey } from './form';
import { Button } from '@kite/sdk/kit';
import type { MetaForm } from './useMetaForm';
import { metaMessages as m } from './messages';

/** Under the page while something is unsaved (or a save failed): how many changes, why a save failed, discard and save. */
export function SaveBar({ form, labelOf }: { form: MetaForm; labelOf: (key: EditableKey) => MessageKey | undefined }) {
  const t = useT();
  const count = Object.keys(form.changes).length;
  const labelText = (k: EditableKey) => {
    const label = labelOf(k);
    return label ? t(label) : k;
  };
  if (count === 0 && !form.saveError) return null;
  return (
    <div className="kite-admin-meta-savebar" role="region" aria-label={t(m.save)}>
      {form.problems.length > 0 && (
        <ul role="alert" className="kite-admin-meta-error">
          {form.problems.map((p) => (
            <li key={p.key}>{t(p.message, { field: labelText(p.key) })}</li>
          ))}
        </ul>
      )}
      {form.saveError && (
        <p role="alert" className="kite-admin-meta-error">
          {form.saveError}
        </p>
      )}
      <p role="status" className="kite-admin-meta-count">
        {count > 0 ? t(m.unsaved, { n: count }) : ''}
      </p>
      <span className="kite-admin-meta-actions">
        <Button onClick={form.revert} disabled={form.saving || count === 0}>
          {t(m.revert)}
        </Button>
        <Button variant="primary" onClick={() => void form.save()} disabled={form.saving || count === 0} aria-busy={form.saving}>
          {form.saving ? t(m.saving) : t(m.save)}
        </Button>
      </span>
    </div>
  );
}
