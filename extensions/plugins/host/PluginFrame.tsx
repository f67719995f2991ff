/**
 * What a plugin shows, inside a frame Kite draws: a striped band "Plugin · <name>" that no
 * plugin text can cover or imitate (the name is bidi-isolated, one line, bounded), the
 * plugin's title and text as plain data, a text field that is never a password field, and a
 * button that stops the plugin — so a dialog loop can always be left. Also Kite's own
 * approval dialog for installing a plugin (names and permissions shown as data).
 */
import { useId, useState } from 'react';
import { Icon, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { Modal, PermissionName } from '@kite/sdk/pageKit';
import { pluginMessages as m } from '../messages';
import './pluginFrame.css';

export interface FrameAnswer {
  ok: boolean;
  value?: string;
  /** The person chose to stop the plugin. */
  stop?: boolean;
}

function Band(props: { id: string; name: string }) {
  const t = useT();
  return (
    <div className="kite-plugin-band" id={props.id} data-testid="plugin-frame">
      <Icon icon="puzzle" />
      <span>{t(m.frameLabel)}</span>
      <span aria-hidden="true">·</span>
      <bdi className="kite-plugin-band-name">{props.name}</bdi>
    </div>
  );
}

/** A plugin's alert (`Mk:dialog`), question (`Mk:confirm`) or text input (`readline`). */
export function PluginDialog(props: {
  plugin: string;
  kind: 'alert' | 'confirm' | 'prompt';
  title: string;
  text: string;
  onDone: (a: FrameAnswer) => void;
}) {
  const t = useT();
  const band = useId();
  const heading = useId();
  const [value, setValue] = useState('');
  const cancel = () => props.onDone({ ok: false });
  return (
    <Modal labelledBy={`${band} ${heading}`} onClose={cancel} closeOnBackdrop={false} className="kite-plugin-frame">
      <Band id={band} name={props.plugin} />
      <form
        className="kite-plugin-frame-body"
        onSubmit={(e) => {
          e.preventDefault();
          props.onDone({ ok: true, value });
        }}
      >
        {props.title && (
          <h2 id={heading} className="kite-plugin-frame-title">
            <bdi>{props.title}</bdi>
          </h2>
        )}
        {props.text && (
          <p className="kite-plugin-frame-text">
            <bdi>{props.text}</bdi>
          </p>
        )}
        {props.kind === 'prompt' && (
          <label className="kite-plugin-frame-field">
            {t(m.frameAnswer)}
            {/* Always a visible text field: a plugin never gets a password field. */}
            <input
              type="text"
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              maxLength={1000}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          </label>
        )}
        <footer className="kite-plugin-frame-foot">
          <Button variant="danger" onClick={() => props.onDone({ ok: false, stop: true })}>
            {t(m.frameStop)}
          </Button>
          {props.kind !== 'alert' && <Button onClick={cancel}>{t(m.cancel)}</Button>}
          <Button type="submit" variant="primary" data-autofocus={props.kind === 'prompt' ? undefined : true}>
            OK
          </Button>
        </footer>
      </form>
    </Modal>
  );
}

/** Kite's approval of a plugin's install: its name and each permission as data. */
export function InstallApproval(props: { name: string; author: string; permissions: readonly string[]; onDone: (ok: boolean) => void }) {
  const t = useT();
  const heading = useId();
  const reads = props.permissions.includes('read:account');
  return (
    <Modal labelledBy={heading} onClose={() => props.onDone(false)} className="kite-plugin-approval">
      <h2 id={heading} className="kite-plugin-frame-title">
        {t(m.approvalTitle)}
      </h2>
      <dl className="kite-plugin-approval-who">
        <dt>{t(m.approvalName)}</dt>
        <dd>
          <bdi>{props.name}</bdi>
        </dd>
        <dt>{t(m.approvalAuthor)}</dt>
        <dd>
          <bdi>{props.author}</bdi>
        </dd>
      </dl>
      <p>{t(m.approvalAsks)}</p>
      <ul className="kite-plugin-approval-perms">
        {props.permissions.map((p) => (
          <li key={p}>
            <bdi>
              <PermissionName permission={p} />
            </bdi>
          </li>
        ))}
      </ul>
      <p className="kite-plugin-approval-rule">{t(reads ? m.approvalReadsAll : m.approvalPublicOnly)}</p>
      <p className="kite-plugin-approval-rule">{t(m.approvalTokens)}</p>
      <footer className="kite-plugin-frame-foot">
        <Button onClick={() => props.onDone(false)}>{t(m.cancel)}</Button>
        <Button variant="primary" data-autofocus onClick={() => props.onDone(true)}>
          OK
        </Button>
      </footer>
    </Modal>
  );
}
