import { useState } from 'react';
import { useT } from '@kite/sdk';
import { Button, fieldsClass } from '@kite/sdk/kit';
import { clipMessages as m } from './messages';

export interface ClipValues {
  name: string;
  description: string | null;
  isPublic: boolean;
}

/** Name (required), description (optional, multiline), public (default off) — spec 3 §5. */
export function ClipForm(props: { initial?: ClipValues; onSave: (v: ClipValues) => Promise<void>; onCancel: () => void }) {
  const t = useT();
  const [name, setName] = useState(props.initial?.name ?? '');
  const [description, setDescription] = useState(props.initial?.description ?? '');
  const [isPublic, setPublic] = useState(props.initial?.isPublic ?? false);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className={`kite-clip-form ${fieldsClass}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) {
          setError(true);
          return;
        }
        setBusy(true);
        void props.onSave({ name: name.trim(), description: description.trim() || null, isPublic }).finally(() => setBusy(false));
      }}
    >
      <label>
        <span>{t(m.name)}</span>
        <input
          value={name}
          maxLength={100}
          required
          aria-invalid={error}
          onChange={(e) => {
            setName(e.target.value);
            setError(false);
          }}
        />
      </label>
      {error && (
        <p className="kite-clip-error" role="alert">
          {t(m.nameRequired)}
        </p>
      )}
      <label>
        <span>{t(m.description)}</span>
        <textarea rows={3} maxLength={2048} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="kite-clip-check">
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> {t(m.isPublic)}
      </label>
      <div className="kite-clip-buttons">
        <Button variant="primary" type="submit" disabled={busy}>
          {t(m.save)}
        </Button>
        <Button onClick={props.onCancel}>{t(m.cancel)}</Button>
      </div>
    </form>
  );
}
