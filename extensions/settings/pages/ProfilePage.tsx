import type { entities } from 'misskey-js';
import { useT } from '@kite/sdk';
import { Button, Field, FormSection, IconButton, SwitchRow } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { ServerFormPage } from './ServerFormPage';

/** Misskey keeps at most 16 profile fields (i/update's `fields`, maxItems 16). */
const MAX_FIELDS = 16;

type ProfileField = entities.UserDetailed['fields'][number];

/**
 * `/settings/profile`: name, bio, location, profile fields (name/value pairs shown as a table on the
 * profile), birthday, cat and bot flags — saved on the server (`i/update`). Pairs left empty are
 * dropped, as Misskey drops them.
 */
export default function ProfilePage() {
  const t = useT();
  const form = useServerForm(
    (me) => ({
      name: me.name ?? '',
      description: me.description ?? '',
      location: me.location ?? '',
      fields: (me.fields ?? []).map((f): ProfileField => ({ name: f.name, value: f.value })),
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
    <ServerFormPage title={t(sm.profile)} status={form.status} onSave={() => void form.save()}>
      <Field label={t(m.displayName)}>
        {(id) => <input id={id} value={d.name} maxLength={50} onChange={(e) => form.set('name', e.target.value)} />}
      </Field>
      <Field label={t(m.bio)}>
        {(id) => (
          <textarea id={id} value={d.description} rows={4} maxLength={1500} onChange={(e) => form.set('description', e.target.value)} />
        )}
      </Field>
      <Field label={t(m.location)}>
        {(id) => <input id={id} value={d.location} maxLength={50} onChange={(e) => form.set('location', e.target.value)} />}
      </Field>
      <FormSection label={t(m.profileFields)} caption={t(m.profileFieldsHint)} className="kite-settings-field kite-settings-profile-fields">
        {d.fields.map((f, i) => {
          const change = (part: Partial<ProfileField>) =>
            form.set(
              'fields',
              d.fields.map((x, j) => (j === i ? { ...x, ...part } : x)),
            );
          return (
            // Rows have no id of their own: the index is their identity while editing.
            <div className="kite-settings-row" key={i}>
              <input aria-label={t(m.fieldName, { n: i + 1 })} value={f.name} onChange={(e) => change({ name: e.target.value })} />
              <input aria-label={t(m.fieldValue, { n: i + 1 })} value={f.value} onChange={(e) => change({ value: e.target.value })} />
              <IconButton
                icon="x"
                label={t(m.removeField, { n: i + 1 })}
                onClick={() =>
                  form.set(
                    'fields',
                    d.fields.filter((_, j) => j !== i),
                  )
                }
              />
            </div>
          );
        })}
        <div>
          <Button disabled={d.fields.length >= MAX_FIELDS} onClick={() => form.set('fields', [...d.fields, { name: '', value: '' }])}>
            {t(m.addField)}
          </Button>
        </div>
      </FormSection>
      <Field label={t(m.birthday)}>
        {(id) => <input id={id} type="date" value={d.birthday} onChange={(e) => form.set('birthday', e.target.value)} />}
      </Field>
      <SwitchRow label={t(m.isCat)} checked={d.isCat} onChange={(on) => form.set('isCat', on)} />
      <SwitchRow label={t(m.isBot)} checked={d.isBot} onChange={(on) => form.set('isBot', on)} />
    </ServerFormPage>
  );
}
