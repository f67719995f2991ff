import { useId } from 'react';
import type { entities } from 'misskey-js';
import { Icon, useT } from '@kite/sdk';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { SaveBar } from './SaveBar';

/** Misskey keeps at most 16 profile fields (i/update's `fields`, maxItems 16). */
const MAX_FIELDS = 16;

type Field = entities.UserDetailed['fields'][number];

/**
 * `/settings/profile`: name, bio, location, profile fields (name/value pairs shown as a table on the
 * profile), birthday, cat and bot flags — saved on the server (`i/update`). Pairs left empty are
 * dropped, as Misskey drops them.
 */
export default function ProfilePage() {
  const t = useT();
  const ids = { name: useId(), bio: useId(), location: useId(), birthday: useId() };
  const form = useServerForm(
    (me) => ({
      name: me.name ?? '',
      description: me.description ?? '',
      location: me.location ?? '',
      fields: (me.fields ?? []).map((f): Field => ({ name: f.name, value: f.value })),
      birthday: me.birthday ?? '',
      isCat: me.isCat ?? false,
      isBot: me.isBot ?? false,
    }),
    (d) => ({
      name: d.name || null,
      description: d.description || null,
      location: d.location || null,
      fields: d.fields.filter((f) => f.name.trim() && f.value.trim()),
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
        <fieldset className="kite-settings-field kite-settings-profile-fields">
          <legend>{t(m.profileFields)}</legend>
          <p className="kite-settings-note">{t(m.profileFieldsHint)}</p>
          {d.fields.map((f, i) => {
            const change = (part: Partial<Field>) =>
              form.set(
                'fields',
                d.fields.map((x, j) => (j === i ? { ...x, ...part } : x)),
              );
            return (
              // Rows have no id of their own: the index is their identity while editing.
              <div className="kite-settings-row" key={i}>
                <input aria-label={t(m.fieldName, { n: i + 1 })} value={f.name} onChange={(e) => change({ name: e.target.value })} />
                <input aria-label={t(m.fieldValue, { n: i + 1 })} value={f.value} onChange={(e) => change({ value: e.target.value })} />
                <button
                  type="button"
                  className="kite-icon-button"
                  aria-label={t(m.removeField, { n: i + 1 })}
                  onClick={() =>
                    form.set(
                      'fields',
                      d.fields.filter((_, j) => j !== i),
                    )
                  }
                >
                  <Icon icon="x" aria-hidden />
                </button>
              </div>
            );
          })}
          <div>
            <button
              type="button"
              className="kite-button"
              disabled={d.fields.length >= MAX_FIELDS}
              onClick={() => form.set('fields', [...d.fields, { name: '', value: '' }])}
            >
              {t(m.addField)}
            </button>
          </div>
        </fieldset>
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
