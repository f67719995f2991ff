import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import {
  Accounts,
  AchievementEvents,
  Api,
  Contributions,
  Dialogs,
  Drive,
  I18n,
  KeyValue,
  NoteStore,
  Preferences,
  Toasts,
  useOptionalService,
  useService,
  useViewer,
  acctOf,
} from '@kite/sdk';
import type { AccountSummary, EndpointReq, PostFormProps } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import { LocalDrafts, draftKey } from '../drafts/localDrafts';
import type { DraftData } from '../drafts/localDrafts';
import { applyVisibilityRules, mentionsNotRecipients, needsLargeScaleWarning } from '../rules/visibility';
import { normalizeHashtags, rememberHashtags } from '../rules/hashtags';
import { postErrorText } from '../rules/postErrors';
import { canPost, pollProblem } from '../rules/validation';
import { isApiError } from '@kite/sdk';
import { buildPostParams } from './params';
import { applyPostInterruptors } from './postInterruptors';
import { findPostedNote, outcomeUnclear } from './findPosted';
import { composePrefs } from './prefs';

/** The composer's store name in the KeyValue service (its IndexedDB database). */
const COMPOSE_STORE = 'kite-compose';

/** Debounces of spec 2 §9: text 250 ms, other inputs 1 s. */
const TEXT_DEBOUNCE = 250;
const OTHER_DEBOUNCE = 1000;

/** The composer's state, rules, drafts and posting. The view is PostForm.tsx. */
export function usePostForm(props: PostFormProps) {
  const api = useService(Api);
  const contributions = useService(Contributions);
  const dialogs = useService(Dialogs);
  const i18n = useService(I18n);
  const prefs = useService(Preferences);
  const drive = useService(Drive);
  const keyValue = useService(KeyValue);
  const drafts = useMemo(() => new LocalDrafts(keyValue.open(COMPOSE_STORE), safeLocalStorage()), [keyValue]);
  const accounts = useOptionalService(Accounts);
  const notes = useOptionalService(NoteStore);
  const achievementEvents = useOptionalService(AchievementEvents);
  const toasts = useOptionalService(Toasts);
  const who = useViewer();
  const me = who.me;
  const cprefs = composePrefs(prefs);
  const channelId = props.channel?.id ?? null;
  const replyId = props.reply?.id ?? null;
  const renoteId = props.renote?.id ?? null;
  const key = me ? draftKey(me.id, { channelId, replyId, renoteId, editId: props.editId }) : null;

  // The initial form is computed once per mount; later prop changes remount the form.
  const [initial] = useState<DraftData>(() => {
    const remembered = prefs.get('rememberNoteVisibility');
    const vis =
      props.initialVisibility ??
      ((remembered ? cprefs.get('lastVisibility') : null) as DraftData['visibility'] | null) ??
      prefs.get('defaultNoteVisibility');
    const rules = applyVisibilityRules({
      visibility: vis,
      localOnly: props.initialLocalOnly ?? (remembered ? cprefs.get('lastLocalOnly') : prefs.get('defaultNoteLocalOnly')),
      silenced: !!me?.isSilenced,
      channel: props.channel ?? null,
      reply: props.reply ?? null,
    });
    const replyMention = props.reply && props.reply.user.id !== me?.id ? `${acctOf(props.reply.user)} ` : '';
    return {
      text: props.initialText ?? replyMention,
      useCw: !!props.initialCw,
      cw: props.initialCw ?? '',
      visibility: rules.visibility,
      localOnly: rules.localOnly,
      files: [...(props.initialFiles ?? [])],
      poll: null,
      visibleUserIds: (props.initialVisibleUsers ?? []).map((u) => u.id),
      quoteId: null,
      hashtags: '',
      withHashtags: false,
      reactionAcceptance: prefs.get('reactionAcceptance'),
    };
  });
  const [draft, setDraft] = useState<DraftData>(initial);
  const [visibleUsers, setVisibleUsers] = useState<entities.UserLite[]>([...(props.initialVisibleUsers ?? [])]);
  const [quote, setQuote] = useState<entities.Note | null>(null);
  const [posting, setPosting] = useState(false);
  const [posted, setPosted] = useState(false);
  const [postAccount, setPostAccount] = useState<AccountSummary | null>(null);
  const [serverDraftId, setServerDraftId] = useState<string | null>(null);
  const [recentHashtags, setRecentHashtags] = useState<string[]>([]);
  // What posting and the upload queue read after an await: the form as last committed.
  const latest = useRef(draft);
  const accountRef = useRef(postAccount);
  useLayoutEffect(() => {
    latest.current = draft;
    accountRef.current = postAccount;
  });

  // A reply to a direct note goes to the same people: its author and its recipients (Misskey's rule).
  const addReplyRecipients = useEffectEvent(() => {
    const r = props.reply;
    if (!r || r.visibility !== 'specified') return;
    const ids = [...new Set([r.userId, ...(r.visibleUserIds ?? [])])].filter((id) => id !== me?.id);
    if (!ids.length) return;
    void api.request('users/show', { userIds: ids }).then(
      (res) => {
        const users = Array.isArray(res) ? res : [res];
        setVisibleUsers((cur) => [...cur, ...users.filter((u) => !cur.some((c) => c.id === u.id))]);
        setDraft((d) => ({ ...d, visibleUserIds: [...new Set([...d.visibleUserIds, ...users.map((u) => u.id)])] }));
      },
      () => undefined,
    );
  });
  // Once per replied-to note.
  useEffect(() => addReplyRecipients(), [replyId]);

  // The queue asks for the account when an upload starts (an event), never during render; the rule cannot see into createQueue.
  /* eslint-disable react-hooks/refs */
  const queue = useMemo(
    () =>
      drive.createQueue({
        onUploaded: (f) => setDraft((d) => ({ ...d, files: [...d.files, f] })),
        account: () => accountRef.current?.id,
      }),
    [drive],
  );
  /* eslint-enable react-hooks/refs */
  useEffect(() => () => queue.dispose(), [queue]);
  const [, bump] = useState(0);
  useEffect(() => queue.subscribe(() => bump((n) => n + 1)), [queue]);

  // Restore the local draft of this context (spec 2 §3), unless the caller supplied text.
  // Typing that began before the stored draft arrived is newer and wins; saving waits for the
  // restore, then saves what is in the form (typing during the wait is not lost on a reload).
  const [restored, setRestored] = useState(() => !key || props.initialText != null);
  const edited = useRef(false);
  const restore = useEffectEvent((key: string | null) => {
    if (!key || props.initialText != null) return;
    void drafts.load(key).then((d) => {
      if (d && !edited.current)
        setDraft((cur) => ({
          ...cur,
          ...d.data,
          ...(props.channel || props.reply ? { visibility: cur.visibility, localOnly: cur.localOnly } : {}),
        }));
      setRestored(true);
    });
    void drafts.recentHashtags().then(setRecentHashtags);
  });
  // Once per draft context.
  useEffect(() => restore(key), [key]);

  // Save as you type: 250 ms after text edits, 1 s after other edits.
  // A save still waiting when the form closes is written at once, so closing right after typing loses nothing.
  const lastKind = useRef<'text' | 'other'>('other');
  const pending = useRef<{ key: string; data: DraftData } | null>(null);
  useEffect(() => {
    // Only what was typed here is saved: a form merely opened in a second tab never overwrites the draft with its own.
    if (!key || !restored || posted || !edited.current) return;
    pending.current = { key, data: draft };
    const h = setTimeout(
      () => {
        pending.current = null;
        void drafts.save(key, draft);
      },
      lastKind.current === 'text' ? TEXT_DEBOUNCE : OTHER_DEBOUNCE,
    );
    return () => clearTimeout(h);
  }, [draft, key, posted, drafts, restored]);
  useEffect(() => {
    const flush = () => {
      const p = pending.current;
      pending.current = null;
      if (p) void drafts.save(p.key, p.data);
    };
    // A tab closed or put away right after typing: the waiting save is kept now, synchronously, not lost.
    const rescue = () => {
      const p = pending.current;
      if (p) drafts.rescue(p.key, p.data);
      flush();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') rescue();
    };
    window.addEventListener('pagehide', rescue);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', rescue);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [drafts]);

  const update = useCallback((p: Partial<DraftData>, kind: 'text' | 'other' = 'other') => {
    lastKind.current = kind;
    edited.current = true;
    setPosted(false);
    setDraft((d) => ({ ...d, ...p }));
  }, []);

  const rules = applyVisibilityRules({
    visibility: draft.visibility,
    localOnly: draft.localOnly,
    silenced: !!me?.isSilenced,
    channel: props.channel ?? null,
    reply: props.reply ?? null,
  });
  const pollOk = draft.poll ? pollProblem(draft.poll) == null : true;
  const maxText = who.meta?.maxNoteTextLength;
  const enabled =
    canPost({
      posting,
      uploading: queue.busy,
      queueReady: !queue.items.some((i) => i.state === 'preprocessing'),
      text: draft.text,
      maxText,
      useCw: draft.useCw,
      cw: draft.cw,
      fileCount: draft.files.length + queue.items.filter((i) => i.state === 'idle' || i.state === 'uploadFailed').length,
      hasPoll: draft.poll != null,
      pollValid: pollOk,
      hasRenote: renoteId != null || draft.quoteId != null,
    }) && !posted;

  const showError = (e: unknown) => {
    const info = isApiError(e) ? e : { code: 'UNKNOWN', id: '', message: e instanceof Error ? e.message : String(e), info: undefined };
    const t = postErrorText(info);
    return dialogs.alert({ type: 'error', title: i18n.t(t.title), text: i18n.t(t.text, t.params) });
  };

  /** What a made note changes: the draft is cleared (or kept), counts go up, achievements fire. */
  const finish = (note: entities.Note, d: typeof draft): entities.Note => {
    pending.current = null;
    // The replied-to or quoted note's count goes up at once wherever it is shown.
    notes?.created(note);
    // Spec 2 §3: posting earns the first-note (and time-of-day) achievements of the current account.
    if (!postAccount) achievementEvents?.fire('notePosted');
    if (key) void drafts.remove(key);
    if (serverDraftId) void api.request('notes/drafts/delete', { draftId: serverDraftId }).catch(() => undefined);
    if (d.withHashtags) {
      const tags = rememberHashtags(recentHashtags, normalizeHashtags(d.hashtags));
      setRecentHashtags(tags);
      void drafts.setRecentHashtags(tags);
    }
    if (prefs.get('rememberNoteVisibility') && !props.channel) {
      cprefs.set('lastVisibility', d.visibility);
      cprefs.set('lastLocalOnly', d.localOnly);
    }
    setServerDraftId(null);
    if (cprefs.get('keepPostFormAfterPost')) setPosted(true);
    else {
      setDraft({
        ...initial,
        text: '',
        visibility: d.visibility,
        localOnly: d.localOnly,
        hashtags: d.hashtags,
        withHashtags: d.withHashtags,
      });
      setQuote(null);
    }
    props.onPosted?.(note);
    return note;
  };

  /** One post at a time, whatever calls it: five `click()`s in one task read the same `posting` state. */
  const inFlight = useRef(false);

  const post = async (): Promise<entities.Note | null> => {
    if (!enabled || inFlight.current) return null;
    inFlight.current = true;
    try {
      return await postOnce();
    } finally {
      inFlight.current = false;
    }
  };

  const postOnce = async (): Promise<entities.Note | null> => {
    let d = latest.current;
    // The visibility actually posted: "post as home" below narrows it for this post.
    let visibility = rules.visibility;
    if (needsLargeScaleWarning({ ...d, visibility })) {
      let choice: 'home' | 'ignore' | null = null;
      await dialogs.open({
        type: 'warning',
        title: i18n.t(m.largeScaleTitle),
        text: i18n.t(m.largeScaleText),
        showOkButton: false,
        actions: [
          { text: i18n.t(m.postAsHome), primary: true, callback: () => void (choice = 'home') },
          { text: i18n.t(m.ignore), callback: () => void (choice = 'ignore') },
          { text: i18n.t(m.cancel), callback: () => void (choice = null) },
        ],
      });
      if (choice == null) return null;
      if (choice === 'home') {
        update({ visibility: 'home' });
        d = { ...d, visibility: 'home' };
        visibility = 'home';
      }
    }
    if (visibility === 'specified') {
      const missing = mentionsNotRecipients(d.text, visibleUsers, me, new URL(api.origin).host);
      if (
        missing.length &&
        !(await dialogs.confirm({
          type: 'warning',
          text: i18n.t(m.mentionNotRecipient, { names: missing.map(acctOf).join(', ') }),
        }))
      )
        return null;
    }
    setPosting(true);
    let sent: { params: EndpointReq<'notes/create'>; startedAt: number } | null = null;
    const account = postAccount ? { account: postAccount.id } : undefined;
    try {
      // A file whose upload failed is tried again: a note never goes out without it unless the person removes it.
      if (queue.items.some((i) => i.state === 'idle' || i.state === 'uploadFailed')) {
        await queue.start();
        if (queue.items.length) return null; // a failed upload was reported; the form stays as it is
        d = latest.current;
      }
      const built = buildPostParams({ ...d, visibility, localOnly: rules.localOnly }, { replyId, renoteId, channelId });
      const params = await applyPostInterruptors(contributions.list('notePostInterruptors'), built);
      sent = { params, startedAt: Date.now() };
      const note = (await api.request('notes/create', params, account)).createdNote;
      return finish(note, d);
    } catch (e) {
      // The server may have made the note although its answer was lost: look before offering to post again.
      const posterId = postAccount?.id ?? me?.id;
      if (sent && posterId && outcomeUnclear(e)) {
        const found = await findPostedNote(api, sent.params, posterId, sent.startedAt, account).catch(() => undefined);
        if (found) {
          toasts?.show(i18n.t(m.postedDespiteError), { icon: 'check' });
          return finish(found, d);
        }
        if (found === undefined) {
          await dialogs.alert({ type: 'warning', title: i18n.t(m.postOutcomeUnknownTitle), text: i18n.t(m.postOutcomeUnknownText) });
          return null;
        }
      }
      // Spec 2 §8: after any failure the text, files and poll are still there.
      await showError(e);
      return null;
    } finally {
      setPosting(false);
    }
  };

  return {
    draft,
    update,
    setDraft,
    rules,
    enabled,
    posting,
    posted,
    post,
    queue,
    maxText,
    me,
    who,
    visibleUsers,
    setVisibleUsers,
    quote,
    setQuote,
    postAccount,
    setPostAccount,
    accounts,
    serverDraftId,
    setServerDraftId,
    recentHashtags,
    context: { replyId, renoteId, channelId },
    cprefs,
    showError,
  };
}

/** The page's local storage, or null where reading it throws (blocked storage). */
function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type PostFormModel = ReturnType<typeof usePostForm>;
