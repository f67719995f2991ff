import type { ReactNode } from 'react';
import { useT } from '@kite/sdk';
import type { IconName, MessageKey } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass } from '@kite/sdk/kit';
import type { Draft, EditableKey } from './form';
import { MetaSections } from './MetaFields';
import { SaveBar } from './SaveBar';
import type { SectionSpec } from './spec';
import { useMetaForm } from './useMetaForm';
import type { MetaForm } from './useMetaForm';
import { metaMessages as m } from './messages';
import './meta.css';

/**
 * A server-settings page: its sections of fields over the shared form (admin/meta loaded once,
 * the changes saved together from the save bar), and what the page adds below them (`extra`).
 */
export function MetaPage(props: {
  title: MessageKey;
  icon: IconName;
  sections: readonly SectionSpec[];
  extra?: (form: MetaForm & { draft: Draft }) => ReactNode;
  /** A part of the page with its own saving, above the shared form (the captcha). */
  before?: ReactNode;
}) {
  const t = useT();
  const form = useMetaForm();
  const { draft } = form;
  return (
    <section className={`kite-admin-meta ${fieldsClass}`}>
      <PageHeader title={t(props.title)} icon={props.icon} />
      {props.before}
      {form.loadError && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(form.loadError, t) })} <Button onClick={form.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {!draft && !form.loadError && <p role="status">{t(m.loading)}</p>}
      {draft && (
        <>
          <MetaSections form={{ ...form, draft }} sections={props.sections} />
          {props.extra?.({ ...form, draft })}
          <SaveBar form={form} labelOf={(k) => labelOf(props.sections, k)} />
        </>
      )}
    </section>
  );
}

/** The label of a setting on this page (for what the save bar says of it). */
function labelOf(sections: readonly SectionSpec[], key: EditableKey): MessageKey | undefined {
  for (const s of sections) for (const f of s.fields) if (f.kind !== 'rules' && f.key === key) return f.label;
  return key === 'serverRules' ? m.serverRules : undefined;
}
