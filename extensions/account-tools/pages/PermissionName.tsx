import { useT } from '@kite/sdk';
import { permissionText } from '../permissionMessages';

/** A permission in words, with its API id beneath (the id alone for one this client has no words for). */
export function PermissionName(props: { permission: string }) {
  const t = useT();
  const text = permissionText(props.permission);
  return (
    <span className="kite-at-perm-name">
      {text && <span>{t(text)}</span>}
      <code>{props.permission}</code>
    </span>
  );
}
