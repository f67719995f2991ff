import { Api, Dialogs, I18n, Link, useService, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import type { Endpoints, entities } from 'misskey-js';
import { assignWithExpiry } from './assignRole';
import { usersMessages as m } from './messages';
import { succeeded } from '../succeeded';

type Info = Endpoints['admin/show-user']['res'];

/** The roles a user holds, each with its expiry and an unassign button, and "assign a role". */
export function UserRoles({ user, info, onChange }: { user: entities.UserDetailed; info: Info; onChange: () => void }) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const expiryOf = (roleId: string) => info.roleAssigns.find((a) => a.roleId === roleId)?.expiresAt ?? null;

  const assign = async () => {
    const roles = await api.requestWithUi('admin/roles/list', {}).catch(() => null);
    if (!roles) return;
    // Only manual roles can be assigned; conditional ones follow their formula.
    const items = roles.filter((r) => r.target === 'manual' && !info.roles.some((h) => h.id === r.id));
    const picked = await dialogs.open<string>({
      title: t(m.assignTitle),
      select: { items: items.map((r) => ({ value: r.id, text: r.name })) },
      showCancelButton: true,
    });
    if (picked.canceled) return;
    if (await assignWithExpiry(api, dialogs, t, picked.result, user.id)) onChange();
  };
  const unassign = async (roleId: string) => {
    const ok = await succeeded(api.requestWithUi('admin/roles/unassign', { roleId, userId: user.id }));
    if (ok) onChange();
  };

  return (
    <section className="kite-admin-section" aria-label={t(m.roles)}>
      <h2>{t(m.roles)}</h2>
      {info.roles.length === 0 && <p className="kite-admin-muted">{t(m.noRoles)}</p>}
      <ul className="kite-admin-rows">
        {info.roles.map((r) => {
          const until = expiryOf(r.id);
          return (
            <li key={r.id} className="kite-admin-row">
              <span className="kite-admin-row-main">
                <Link to={`/admin/roles/${r.id}`}>{r.name}</Link>
                <span className="kite-admin-muted">{until ? t(m.expires, { date: i18n.formatDate(new Date(until)) }) : t(m.noExpiry)}</span>
              </span>
              {r.target === 'manual' && (
                <Button onClick={() => void unassign(r.id)} aria-label={`${t(m.unassign)}: ${r.name}`}>
                  {t(m.unassign)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="kite-admin-actions">
        <Button onClick={() => void assign()}>{t(m.assignRole)}</Button>
      </div>
    </section>
  );
}
