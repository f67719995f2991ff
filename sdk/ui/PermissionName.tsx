// Through the sdk's index, as every extension imports it: a direct import would split react.tsx out of the sdk chunk.
import { useT } from '../index';
import { permissionText } from '../permissions';
import './permissionName.css';

/** A permission in words, with its API id beneath (the id alone for one this client has no words for). */
export function PermissionName(props: { permission: string }) {
  const t = useT();
  const text = permissionText(props.permission);
  return (
    <span className="kite-perm-name">
      {text && <span>{t(text)}</span>}
      <code>{props.permission}</code>
    </span>
  );
}
