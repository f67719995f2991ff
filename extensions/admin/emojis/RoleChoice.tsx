import { Api, useService } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';

/**
 * The roles an emoji or decoration is limited to, as checkboxes. Listing roles needs staff rights:
 * for someone else (a manager by role policy) the choice is not shown and the chosen ids are kept.
 */
export function RoleChoice(props: { legend: string; hint: string; value: readonly string[]; onChange: (ids: string[]) => void }) {
  const api = useService(Api);
  const roles = useLoad('roles', () => api.request('admin/roles/list', {}));
  if (!roles.data || roles.data.length === 0) return null;
  const toggle = (id: string, on: boolean) => props.onChange(on ? [...props.value, id] : props.value.filter((x) => x !== id));
  return (
    <fieldset className="kite-admin-emoji-roles">
      <legend>{props.legend}</legend>
      <p className="kite-admin-muted">{props.hint}</p>
      {roles.data.map((r) => (
        <label key={r.id}>
          <input type="checkbox" checked={props.value.includes(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} /> {r.name}
        </label>
      ))}
    </fieldset>
  );
}
