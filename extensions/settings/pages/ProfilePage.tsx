import { useId } from 'react';
import { useT } from '@kite/sdk';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { SaveBar } from './SaveBar';

/** `/settings/profile`: name, bio, location, birthday, cat and bot flags — saved on the server (`i/update`). */
export default function ProfilePage() {
  const t = useT();
  const ids = { name: useId(), bio: useId(), location: useId(), birthday: useId() };
  const form = useServerForm(
    (me) => ({
      name: me.name ?? '',
      description: me.description ?? '',
      location: me.location ?? '',
      birthday: me.birthday ?? '',
      isCat: me.isCat ?? false,
      isBot: me.isBot ?? false,
    }),
    (d) => ({
      name: d.name || null,
      description: d.description || null,
      location: d.location || null,
      birthday: d.birthday || null,
      isCat: d.isCat,
      isBot: d.isBot,
    }),
  );
  const d = form.draft;
  if (!d) return null;
  return (
    <form
      className="kite-settings-page"
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      <h1>{t(sm.profile)}</h1>
      <section>
        <div className="kite-settings-field">
          <label htmlFor={ids.name}>{t(m.displayName)}</label>
          <input id={ids.name} value={d.name} maxLength={50} onChange={(e) => form.set('name', e.target.value)} />
        </div>
        <div className="kite-settings-field">
          <label htmlFor={ids.bio}>{t(m.bio)}</label>
          <textarea
            id={ids.bio}
            value={d.description}
            rows={4}
            maxLength={1500}
            onChange={(e) => form.set('description', e.target.value)}
          />
        </div>
        <div className="kite-settings-field">
          <label htmlFor={ids.location}>{t(m.location)}</label>
          <input id={ids.location} value={d.location} maxLength={50} onChange={(e) => form.set('location', e.target.value)} />
        </div>
        <div className="kite-settings-field">
          <label htmlFor={ids.birthday}>{t(m.birthday)}</label>
          <input id={ids.birthday} type="date" value={d.birthday} onChange={(e) => form.set('birthday', e.target.value)} />
        </div>
        <div className="kite-settings-row">
          <label>
            <input type="checkbox" checked={d.isCat} onChange={(e) => form.set('isCat', e.target.checked)} />
            {t(m.isCat)}
          </label>
        </div>
        <div className="kite-settings-row">
          <label>
            <input type="checkbox" checked={d.isBot} onChange={(e) => form.set('isBot', e.target.checked)} />
            {t(m.isBot)}
          </label>
        </div>
        <SaveBar status={form.status} />
      </section>
    </form>
  );
}
