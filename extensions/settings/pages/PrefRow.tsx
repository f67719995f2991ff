import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Dialogs, PreferenceProfiles, Preferences, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import type { SyncChoice } from '@kite/sdk';
import { pageMessages as m } from './messages';

/** The current value of any preference key (core or `ns.key`), reactive. */
export function usePrefValue<T>(key: string): T {
  const prefs = useService(Preferences);
  return (useSnapshot(prefs.state) as Record<string, unknown>)[key] as T;
}

/**
 * One preference: its control, plus the per-key switches of spec 1 §4 — sync between devices
 * (through the server registry, with the compare → merge / server / device / cancel choice)
 * and the override for this account.
 */
export function PrefRow(props: { prefKey: string; label: string; children: (id: string) => ReactNode }) {
  const t = useT();
  const profiles = useService(PreferenceProfiles);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const id = useId();
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

  return (
    <div className="kite-settings-field" data-pref={props.prefKey}>
      <label htmlFor={id}>{props.label}</label>
      {props.children(id)}
      <span className="kite-settings-pref-tools">
        <label>
          <input
            type="checkbox"
            checked={synced}
            disabled={busy}
            aria-label={t(m.syncOf, { name: props.label })}
            onChange={(e) => void toggleSync(e.target.checked)}
          />
          {t(m.sync)}
        </label>
        {profiles.canOverride(props.prefKey) && (
          <label>
            <input
              type="checkbox"
              checked={overridden}
              aria-label={t(m.overrideOf, { name: props.label })}
              onChange={(e) => profiles.setOverride(props.prefKey, e.target.checked)}
            />
            {t(m.override)}
          </label>
        )}
      </span>
    </div>
  );
}

/** A switch bound to a boolean preference. */
export function BoolPref(props: { prefKey: string; label: string }) {
  const prefs = useService(Preferences);
  const value = usePrefValue<boolean>(props.prefKey);
  return (
    <PrefRow prefKey={props.prefKey} label={props.label}>
      {(id) => (
        <input
          id={id}
          type="checkbox"
          checked={value}
          onChange={(e) => {
            prefs.state[props.prefKey] = e.target.checked;
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
  options: readonly { value: V; text: string }[];
}) {
  const prefs = useService(Preferences);
  const value = usePrefValue<V>(props.prefKey);
  return (
    <PrefRow prefKey={props.prefKey} label={props.label}>
      {(id) => (
        <select
          id={id}
          value={String(value)}
          onChange={(e) => {
            prefs.state[props.prefKey] = props.options.find((o) => String(o.value) === e.target.value)?.value ?? value;
          }}
        >
          {props.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.text}
            </option>
          ))}
        </select>
      )}
    </PrefRow>
  );
}
