import { useState } from 'react';
import { Api, Instance, Toasts, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { errorText, useLoad } from '@kite/sdk/kit';
import { EDITABLE, changesOf, problemsOf, toDraft } from './form';
import type { Changes, Draft, EditableKey, Problem } from './form';
import { metaMessages as m } from './messages';

/** What a settings page gets from `useMetaForm`. */
export interface MetaForm {
  /** The settings as edited (null until `admin/meta` answered). */
  draft: Draft | null;
  /** The settings as the server has them. */
  saved: Draft | null;
  loadError: Error | null;
  reload: () => void;
  set: <K extends EditableKey>(key: K, value: Draft[K]) => void;
  /** The changed settings and their new values. */
  changes: Changes;
  save: () => Promise<void>;
  revert: () => void;
  saving: boolean;
  /** Why the last save failed (a refused value, the server's error); the edits stay. */
  saveError: string | null;
  problems: Problem[];
}

/**
 * One server-settings form: `admin/meta` loaded once, the edits kept beside it, and a save that
 * sends only the changed settings to `admin/update-meta`. A refused save keeps the edits and says
 * why; a saved one refreshes Kite's copy of the server meta (name, registration… shown elsewhere).
 */
export function useMetaForm(): MetaForm {
  const t = useT();
  const api = useService(Api);
  const instance = useService(Instance);
  const toasts = useOptionalService(Toasts);
  // The rules are not in admin/meta's answer (2025.9): they come with the public meta.
  const loaded = useLoad('admin/meta', () => Promise.all([api.request('admin/meta', {}), api.request('meta', { detail: false })]));
  // After a save: the values now on the server (the loaded answer is older).
  const [savedNow, setSavedNow] = useState<Draft | null>(null);
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);

  const saved = savedNow ?? (loaded.data ? toDraft(loaded.data[0], loaded.data[1].serverRules) : null);
  const draft = saved ? { ...saved, ...edits } : null;
  const changes = draft && saved ? changesOf(draft, saved) : {};

  const set = <K extends EditableKey>(key: K, value: Draft[K]) => {
    setEdits((e) => ({ ...e, [key]: value }));
    setProblems((p) => p.filter((x) => x.key !== key));
  };
  const revert = () => {
    setEdits({});
    setSaveError(null);
    setProblems([]);
  };
  const save = async () => {
    if (!draft || !saved || saving) return;
    const found = problemsOf(changes, m);
    setProblems(found);
    if (found.length) {
      setSaveError(null);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await api.request('admin/update-meta', changes);
      setSavedNow({ ...saved, ...changes });
      setEdits({});
      toasts?.show(t(m.saved));
      // The rest of Kite shows the server meta (its name, whether sign-up needs an invitation…).
      await instance.loadMeta?.(true).catch(() => undefined);
    } catch (e) {
      setSaveError(t(m.saveFailed, { error: errorText(e, t) }));
      const key = refusedKey(e);
      if (key) setProblems([{ key, message: m.refused }]);
    } finally {
      setSaving(false);
    }
  };
  return { draft, saved, loadError: loaded.error, reload: loaded.reload, set, changes, save, revert, saving, saveError, problems };
}

/** The setting an INVALID_PARAM answer names (`#/properties/<key>/…`), if it is one of these pages'. */
function refusedKey(e: unknown): EditableKey | null {
  if (!isApiError(e) || e.code !== 'INVALID_PARAM' || typeof e.info !== 'object' || e.info === null || !('param' in e.info)) return null;
  const name = typeof e.info.param === 'string' ? /^#\/properties\/(\w+)/.exec(e.info.param)?.[1] : undefined;
  return EDITABLE.find((k) => k === name) ?? null;
}
