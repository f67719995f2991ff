import { useState } from 'react';
import { Api, useService, useT } from '@kite/sdk';
import { Button, Field } from '@kite/sdk/kit';
import { announcementsMessages as m } from './messages';

/** The local user an announcement is for. */
export interface ChosenUser {
  id: string;
  username: string;
}

/** Picks one local user by username: type it, Find; the found user is named under the field. */
export function UserChooser({ user, onChange }: { user: ChosenUser | null; onChange: (u: ChosenUser | null) => void }) {
  const t = useT();
  const api = useService(Api);
  const [name, setName] = useState(user?.username ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async () => {
    const username = name.trim().replace(/^@/, '');
    if (!username) return;
    setBusy(true);
    const found = await api.request('users/show', { username, host: null }).catch(() => null);
    setBusy(false);
    if (!found || found.host != null) {
      setMissing(username);
      onChange(null);
      return;
    }
    setMissing(null);
    onChange({ id: found.id, username: found.username });
  };

  return (
    <div className="kite-admin-user-chooser">
      <Field
        label={t(m.username)}
        after={
          <Button disabled={busy} onClick={() => void find()}>
            {t(m.find)}
          </Button>
        }
      >
        {(id) => (
          <input
            id={id}
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void find();
            }}
          />
        )}
      </Field>
      {missing != null && <p role="alert">{t(m.noSuchUser, { name: missing })}</p>}
      {user && missing == null && <p role="status">{t(m.chosenUser, { name: user.username })}</p>}
    </div>
  );
}
