import { useState } from 'react';
import { Api, Navigation, Toasts, useService, useT, useViewer } from '@kite/sdk';
import { Button, Field, NumberRow, SelectRow, SwitchRow, fieldsClass, useLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { FormulaEditor } from './FormulaEditor';
import { PolicyEditor } from './PolicyEditor';
import { isFormula, nodeId } from './formula';
import type { Formula } from './formula';
import { rolesMessages as m } from './messages';

/** What the editor edits: the fields roles/create and roles/update take. */
export interface RoleDraft {
  name: string;
  description: string;
  color: string | null;
  iconUrl: string | null;
  target: 'manual' | 'conditional';
  condFormula: Formula;
  isPublic: boolean;
  isExplorable: boolean;
  asBadge: boolean;
  canEditMembersByModerator: boolean;
  isModerator: boolean;
  isAdministrator: boolean;
  displayOrder: number;
  policies: entities.Role['policies'];
}

/** A new role as Misskey's editor starts one. */
export function emptyRole(): RoleDraft {
  return {
    name: '',
    description: '',
    color: null,
    iconUrl: null,
    target: 'manual',
    condFormula: { id: nodeId(), type: 'isLocal' },
    isPublic: false,
    isExplorable: false,
    asBadge: false,
    canEditMembersByModerator: false,
    isModerator: false,
    isAdministrator: false,
    displayOrder: 0,
    policies: {},
  };
}

// misskey-js types condFormula and policies as Record<string, never> (their schema only says "object"); Misskey reads the formula and policies as built here.
const objectParam = (v: object): Record<string, never> => v as never;

/** The role editor's form: fields, condition (conditional roles), policies; saves with roles/create or roles/update. */
export function RoleForm({ initial, roleId }: { initial: RoleDraft; roleId: string | null }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const toasts = useService(Toasts);
  const base = useViewer().meta?.policies ?? {};
  const [d, setD] = useState<RoleDraft>({
    ...initial,
    condFormula: isFormula(initial.condFormula) ? initial.condFormula : emptyRole().condFormula,
  });
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof RoleDraft>(k: K, v: RoleDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const roles = useLoad('roles', () => api.request('admin/roles/list', {}));
  const manualRoles = (roles.data ?? []).filter((r) => r.target === 'manual' && r.id !== roleId);

  const save = async () => {
    setBusy(true);
    const params = { ...d, condFormula: objectParam(d.condFormula), policies: objectParam(d.policies) };
    // roles/update answers nothing; roles/create the new role.
    const savedId = await (
      roleId
        ? api.requestWithUi('admin/roles/update', { roleId, ...params }).then(() => roleId)
        : api.requestWithUi('admin/roles/create', params).then((r) => r.id)
    ).catch(() => null);
    setBusy(false);
    if (!savedId) return;
    toasts.show(t(m.saved));
    nav.push(`/admin/roles/${savedId}`);
  };

  const text = (k: 'name' | 'description' | 'iconUrl', label: string, multiline = false) => (
    <Field label={label}>
      {(id) =>
        multiline ? (
          <textarea id={id} rows={3} value={d[k] ?? ''} onChange={(e) => set(k, e.target.value)} />
        ) : (
          <input
            id={id}
            type={k === 'iconUrl' ? 'url' : 'text'}
            value={d[k] ?? ''}
            onChange={(e) => set(k, k === 'iconUrl' && !e.target.value ? null : e.target.value)}
          />
        )
      }
    </Field>
  );

  return (
    <form
      className={`kite-admin-role-form ${fieldsClass}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {text('name', t(m.name))}
      {text('description', t(m.description), true)}
      <Field label={t(m.color)} layout="row">
        {(id) => <input id={id} type="color" value={d.color ?? '#888888'} onChange={(e) => set('color', e.target.value)} />}
      </Field>
      {text('iconUrl', t(m.iconUrl))}
      <SelectRow
        label={t(m.target)}
        value={d.target}
        options={[
          { value: 'manual', text: t(m.manual) },
          { value: 'conditional', text: t(m.conditional) },
        ]}
        onChange={(v) => set('target', v)}
      />
      {d.target === 'conditional' && (
        <fieldset className="kite-admin-formula-root">
          <legend>{t(m.condition)}</legend>
          <FormulaEditor value={d.condFormula} roles={manualRoles} onChange={(f) => set('condFormula', f)} />
        </fieldset>
      )}
      <NumberRow
        label={t(m.displayOrder)}
        value={d.displayOrder}
        min={-1_000_000}
        max={1_000_000}
        onChange={(v) => set('displayOrder', v)}
      />
      <SwitchRow label={t(m.isPublic)} checked={d.isPublic} onChange={(v) => set('isPublic', v)} />
      <SwitchRow label={t(m.isExplorable)} checked={d.isExplorable} onChange={(v) => set('isExplorable', v)} />
      <SwitchRow label={t(m.asBadge)} checked={d.asBadge} onChange={(v) => set('asBadge', v)} />
      <SwitchRow
        label={t(m.canEditMembersByModerator)}
        checked={d.canEditMembersByModerator}
        onChange={(v) => set('canEditMembersByModerator', v)}
      />
      <SwitchRow label={t(m.isModerator)} checked={d.isModerator} onChange={(v) => set('isModerator', v)} />
      <SwitchRow label={t(m.isAdministrator)} checked={d.isAdministrator} onChange={(v) => set('isAdministrator', v)} />
      <PolicyEditor policies={d.policies} base={base} onChange={(p) => set('policies', p)} />
      <div className="kite-admin-actions">
        <Button type="submit" variant="primary" disabled={busy || !d.name.trim()}>
          {t(m.save)}
        </Button>
      </div>
    </form>
  );
}
