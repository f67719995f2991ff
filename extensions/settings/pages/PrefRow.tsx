import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Dialogs, Icon, PreferenceProfiles, Preferences, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import type { IconName, SyncChoice } from '@kite/sdk';
import { Select, Switch } from '@kite/sdk/kit';
import type { SelectOption } from '@kite/sdk/kit';
import './prefs.css';
import { pageMessages as m } from './messages';

/** The current value of any preference key (core or `ns.key`), reactive. */
export function usePrefValue<T>(key: string): T {
  const prefs = useService(Preferences);
  return (useSnapshot(prefs.state) as Record<string, unknown>)[key] as T;
}

/**
 * One preference: its label, the per-key toggles of spec 1 §4 beside it — sync between devices
 * (through the server registry, with the compare → merge / server / device / cancel choice) and
 * the override for this account — and its control (at the end of the line, or under it).
 */
export function PrefRow(props: {
  prefKey: string;
  label: string;
  /** Renders the control, given the id its label points at and the id of the caption, if any. */
  children: (id: string, describedBy: string | undefined) => ReactNode;
  /** A short text under the row that describes the control. */
  caption?: string;
  /** Puts the control (a switch) at the end of the label's line rather than under it. */
  inline?: boolean;
}) {
  const t = useT();
  const profiles = useService(PreferenceProfiles);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const id = useId();
  const captionId = useId();
  const sub = useCallback((fn: () => void) => profiles.subscribe(fn), [profiles]);
  const synced = useSyncExternalStore(sub, () => profiles.isSynced(props.prefKey));
  const overridden = useSyncExternalStore(sub, () => profiles.isOverridden(props.prefKey));
  const [busy, setBusy] = useState(false);

  const choose = async ({ canMerge }: { canMerge: boolean }): Promise<SyncChoice> => {
    if (!dialogs) return null;
    const items = [
      ...(canMerge ? [{ value: 'merge', text: t(m.choiceMerge) }] : []),
      { value: 'remote', text: t(m.choiceServer) },
      { value: 'local', text: t(m.choiceDevice) },
      { value: 'cancel', text: t(m.choiceCancel) },
    ];
    const r = await dialogs.open<string>({
      title: t(m.syncConflictTitle),
      text: t(m.syncConflictText, { name: props.label }),
      select: { items, default: canMerge ? 'merge' : 'remote' },
      showCancelButton: true,
    });
    if (r.canceled || r.result === 'cancel' || r.result === undefined) return null;
    return r.result === 'merge' || r.result === 'remote' || r.result === 'local' ? r.result : null;
  };

  const toggleSync = async (on: boolean) => {
    if (!on) {
      profiles.disableSync(props.prefKey);
      return;
    }
    setBusy(true);
    try {
      await profiles.enableSync(props.prefKey, choose);
    } catch {
      toasts?.show(t(m.syncFailed));
    } finally {
      setBusy(false);
    }
  };

  const inline = props.inline === true;
  const control = props.children(id, props.caption === undefined ? undefined : captionId);
  return (
    <div className="kite-pref" data-pref={props.prefKey} data-inline={inline || undefined}>
      <div className="kite-pref-head">
        <label htmlFor={id} className="kite-pref-label">
          {props.label}
        </label>
        <span className="kite-pref-tools">
          <PrefTool
            icon="cloud"
            pressed={synced}
            disabled={busy}
            label={t(m.syncOf, { name: props.label })}
            tip={t(m.sync)}
            onClick={() => void toggleSync(!synced)}
          />
          {profiles.canOverride(props.prefKey) && (
            <PrefTool
              icon="user"
              pressed={overridden}
              label={t(m.overrideOf, { name: props.label })}
              tip={t(m.override)}
              onClick={() => profiles.setOverride(props.prefKey, !overridden)}
            />
          )}
        </span>
        {inline && control}
      </div>
      {!inline && control}
      {props.caption !== undefined && (
        <p id={captionId} className="kite-pref-caption">
          {props.caption}
        </p>
      )}
    </div>
  );
}

/**
 * A small icon toggle beside a preference's label (sync, this account only): pressed or not, named
 * for the preference it acts on, with the short name of what it does as its tooltip.
 */
function PrefTool(props: { icon: IconName; pressed: boolean; label: string; tip: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="kite-pref-tool"
      aria-pressed={props.pressed}
      aria-label={props.label}
      title={props.tip}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon icon={props.icon} size={15} />
    </button>
  );
}

/** A switch bound to a boolean preference, at the end of its label's line. */
export function BoolPref(props: { prefKey: string; label: string; caption?: string }) {
  const prefs = useService(Preferences);
  const value = usePrefValue<boolean>(props.prefKey);
  return (
    <PrefRow prefKey={props.prefKey} label={props.label} caption={props.caption} inline>
      {(id, describedBy) => (
        <Switch
          id={id}
          checked={value}
          describedBy={describedBy}
          onChange={(on) => {
            prefs.state[props.prefKey] = on;
          }}
        />
      )}
    </PrefRow>
  );
}

/** A select bound to a preference with a few values. */
export function ChoicePref<V extends string | number>(props: {
  prefKey: string;
  label: string;
  options: readonly SelectOption<V>[];
  caption?: string;
}) {
  const prefs = useService(Preferences);
  const value = usePrefValue<V>(props.prefKey);
  return (
    <PrefRow prefKey={props.prefKey} label={props.label} caption={props.caption}>
      {(id, describedBy) => (
        <Select
          id={id}
          value={value}
          options={props.options}
          describedBy={describedBy}
          onChange={(v) => {
            prefs.state[props.prefKey] = v;
          }}
        />
      )}
    </PrefRow>
  );
}
