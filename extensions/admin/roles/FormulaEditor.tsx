import { useT } from '@kite/sdk';
import { Button, NumberRow, SelectRow } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { formulaTypes, newNode, nodeId } from './formula';
import type { Formula } from './formula';
import { rolesMessages as m } from './messages';

const DAY = 86_400;

/** Edits one node of a conditional role's formula (and, recursively, its children). */
export function FormulaEditor({
  value,
  onChange,
  roles,
  onRemove,
}: {
  value: Formula;
  onChange: (f: Formula) => void;
  /** The manual roles a roleAssignedTo condition may name. */
  roles: readonly entities.Role[];
  onRemove?: () => void;
}) {
  const t = useT();
  const body = (() => {
    switch (value.type) {
      case 'and':
      case 'or': {
        const list = value.values;
        return (
          <div className="kite-admin-formula-children">
            {list.map((child, i) => (
              <FormulaEditor
                key={child.id}
                value={child}
                roles={roles}
                onChange={(c) => onChange({ ...value, values: list.map((x, j) => (j === i ? c : x)) })}
                onRemove={() => onChange({ ...value, values: list.filter((_, j) => j !== i) })}
              />
            ))}
            <div>
              <Button onClick={() => onChange({ ...value, values: [...list, { id: nodeId(), type: 'isLocal' }] })}>{t(m.condAdd)}</Button>
            </div>
          </div>
        );
      }
      case 'not':
        return (
          <div className="kite-admin-formula-children">
            <FormulaEditor value={value.value} roles={roles} onChange={(c) => onChange({ ...value, value: c })} />
          </div>
        );
      case 'roleAssignedTo':
        return (
          <SelectRow
            label={t(m.condRole)}
            value={value.roleId}
            options={[{ value: '', text: '—' }, ...roles.map((r) => ({ value: r.id, text: r.name }))]}
            onChange={(roleId) => onChange({ ...value, roleId })}
          />
        );
      case 'createdLessThan':
      case 'createdMoreThan':
        return (
          <NumberRow
            label={t(m.condDays)}
            value={Math.round(value.sec / DAY)}
            min={0}
            max={36_500}
            onChange={(days) => onChange({ ...value, sec: days * DAY })}
          />
        );
      case 'followersLessThanOrEq':
      case 'followersMoreThanOrEq':
      case 'followingLessThanOrEq':
      case 'followingMoreThanOrEq':
      case 'notesLessThanOrEq':
      case 'notesMoreThanOrEq':
        return (
          <NumberRow
            label={t(m.condCount)}
            value={value.value}
            min={0}
            max={1_000_000_000}
            onChange={(n) => onChange({ ...value, value: n })}
          />
        );
      default:
        return null;
    }
  })();
  return (
    <div className="kite-admin-formula" data-formula={value.type}>
      <div className="kite-admin-formula-head">
        <SelectRow
          label={t(m.condType)}
          value={value.type}
          options={formulaTypes.map((f) => ({ value: f.type, text: t(f.text) }))}
          onChange={(type) => onChange(newNode(type, value.id, roles[0]?.id))}
        />
        {onRemove && (
          <Button onClick={onRemove} aria-label={t(m.condRemove)}>
            {t(m.condRemove)}
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}
