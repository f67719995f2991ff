import { useRef, useState } from 'react';
import type { ClipboardEvent } from 'react';
import { Api, Dialogs, Drive, I18n, Icon, Menus, useOptionalService, useService, useT } from '@kite/sdk';
import type { PostFormProps } from '@kite/sdk';
import { NoteViews } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import { cwCounter, cwProblem, emptyPoll, filesCounter, textCounter } from '../rules/validation';
import { decidePaste, pastedFileName } from '../rules/paste';
import { PollEditor } from './PollEditor';
import { addRecipient, attachMenu, attachedFileMenu, moreMenu, toggleLocalOnly, visibilityLabel, visibilityMenu } from './actions';
import { usePostForm } from './usePostForm';
import { useAutocomplete } from './Autocomplete';
import { EmojiPanel } from './EmojiPanel';
import { insertAt } from '../rules/autocomplete';
import '../compose.css';

/** The note composer (spec 2 §3–§5), inline or inside the post dialog. */
export function PostForm(given: PostFormProps) {
  // A reply to a channel note is posted into that channel (as Misskey does).
  const rc = given.reply?.channel;
  const props = !given.channel && rc ? { ...given, channel: { id: rc.id, name: rc.name } } : given;
  const t = useT();
  const f = usePostForm(props);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const menus = useService(Menus);
  const i18n = useService(I18n);
  const drive = useService(Drive);
  const noteViews = useOptionalService(NoteViews);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [emojiAt, setEmojiAt] = useState<[number, number] | null>(null);
  const ac = useAutocomplete(textArea, f.draft.text, (text) => f.update({ text }, 'text'));
  const pickEmoji = (value: string) => {
    const [start, end] = emojiAt ?? [f.draft.text.length, f.draft.text.length];
    const r = insertAt(f.draft.text, start, end, value);
    f.update({ text: r.text }, 'text');
    setEmojiAt([r.caret, r.caret]);
  };
  const closeEmoji = () => {
    const at = emojiAt;
    setEmojiAt(null);
    requestAnimationFrame(() => {
      textArea.current?.focus();
      if (at) textArea.current?.setSelectionRange(at[0], at[1]);
    });
  };
  const { draft } = f;
  const counter = textCounter(draft.text, f.maxText);
  const cwc = cwCounter(draft.cw);
  const cwp = cwProblem(draft.useCw, draft.cw);
  const fc = filesCounter(draft.files.length + f.queue.items.length);
  const target = props.reply ?? props.renote ?? f.quote;
  const placeholder = props.channel
    ? m.channelPlaceholder
    : props.reply
      ? m.replyPlaceholder
      : props.renote
        ? m.quotePlaceholder
        : m.placeholder;

  const addFiles = async (files: File[]) => {
    if (!files.length) return;
    await f.queue.add(files);
  };
  const onPaste = async (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...e.clipboardData.files];
    if (files.length) {
      e.preventDefault();
      const now = new Date();
      return addFiles(files.map((file, i) => new File([file], pastedFileName(now, file.type, i + 1), { type: file.type })));
    }
    const text = e.clipboardData.getData('text/plain');
    const decision = decidePaste(text, api.origin, props.renote != null || draft.quoteId != null);
    if (decision.kind === 'attachAsFile') {
      e.preventDefault();
      if (await dialogs.confirm({ title: t(m.pasteAsFileTitle), text: t(m.pasteAsFileText) }))
        await addFiles([new File([text], pastedFileName(new Date(), 'text/plain'), { type: 'text/plain' })]);
      else f.update({ text: draft.text + text }, 'text');
    } else if (decision.kind === 'quote') {
      e.preventDefault();
      if (await dialogs.confirm({ text: t(m.quoteConfirm) })) {
        f.update({ quoteId: decision.noteId });
        api.request('notes/show', { noteId: decision.noteId }).then(f.setQuote, () => undefined);
      } else f.update({ text: draft.text + text }, 'text');
    }
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void f.post();
    }
  };

  return (
    <form
      className={`kite-post-form${props.inline ? ' inline' : ''}${f.posted ? ' posted' : ''}`}
      aria-label={t(m.newNote)}
      onSubmit={(e) => {
        e.preventDefault();
        void f.post();
      }}
      onKeyDown={onKeyDown}
    >
      <header className="kite-post-form-head">
        {f.postAccount && (
          <span className="as" role="status">
            {t(m.postingAs, { name: `${f.postAccount.username}@${f.postAccount.host}` })}
          </span>
        )}
        {props.channel && (
          <span className="channel">
            <Icon icon="channels" size={14} /> {t(m.channelIn, { name: props.channel.name })}
          </span>
        )}
        <span className="spacer" />
        {counter.show && (
          <span className={`counter ${counter.level}`} aria-label={t(m.remaining, { n: counter.remaining })} data-testid="text-counter">
            {counter.remaining}
          </span>
        )}
        <button
          type="button"
          className="kite-compose-chip"
          aria-label={`${t(m.visibility)}: ${t(visibilityLabel(f.rules.visibility))}`}
          disabled={f.rules.visibilityLocked}
          onClick={(e) => void menus.popup(visibilityMenu(f, i18n), e.currentTarget)}
        >
          <Icon
            icon={
              f.rules.visibility === 'public'
                ? 'world'
                : f.rules.visibility === 'home'
                  ? 'home'
                  : f.rules.visibility === 'followers'
                    ? 'lock'
                    : 'mail'
            }
            size={16}
          />
          <span>{t(visibilityLabel(f.rules.visibility))}</span>
        </button>
        <label
          className={`kite-compose-chip${f.rules.localOnly ? ' on' : ''}`}
          title={f.rules.localOnlyLocked ? t(m.localOnlyLocked) : undefined}
        >
          <input
            type="checkbox"
            checked={f.rules.localOnly}
            disabled={f.rules.localOnlyLocked}
            onChange={() => void toggleLocalOnly(f, dialogs, i18n)}
          />
          <Icon icon="rocket" size={14} />
          {t(m.localOnly)}
        </label>
        {props.onCancel && (
          <button type="button" className="kite-icon-button" aria-label={t(m.close)} onClick={props.onCancel}>
            <Icon icon="x" />
          </button>
        )}
      </header>
      {target && noteViews && (
        <div
          className="kite-post-target"
          aria-label={props.reply ? t(m.replyingTo, { name: target.user.username }) : t(m.quoting, { name: target.user.username })}
        >
          <noteViews.Mfm text={target.text ?? target.cw ?? ''} author={target.user} plain />
        </div>
      )}
      {target && !noteViews && (
        <p className="kite-post-target">
          {props.reply ? t(m.replyingTo, { name: target.user.username }) : t(m.quoting, { name: target.user.username })}
        </p>
      )}
      {draft.quoteId && !props.renote && (
        <p className="kite-post-target">
          {t(m.quoting, { name: f.quote?.user.username ?? draft.quoteId })}{' '}
          <button
            type="button"
            className="kite-button"
            onClick={() => {
              f.update({ quoteId: null });
              f.setQuote(null);
            }}
          >
            {t(m.cancelQuote)}
          </button>
        </p>
      )}
      {f.rules.visibility === 'specified' && (
        <div className="kite-recipients" aria-label={t(m.recipients)}>
          {f.visibleUsers.map((u) => (
            <button
              key={u.id}
              type="button"
              className="kite-compose-chip"
              aria-label={t(m.removeRecipient, { name: u.username })}
              onClick={() => {
                f.setVisibleUsers((l) => l.filter((x) => x.id !== u.id));
                f.setDraft((d) => ({ ...d, visibleUserIds: d.visibleUserIds.filter((x) => x !== u.id) }));
              }}
            >
              @{u.username}
              {u.host ? `@${u.host}` : ''} ×
            </button>
          ))}
          <button type="button" className="kite-compose-chip" onClick={() => void addRecipient(f, api, dialogs, i18n)}>
            <Icon icon="plus" size={14} /> {t(m.addRecipient)}
          </button>
        </div>
      )}
      {draft.useCw && (
        <div className="kite-cw-row">
          <input
            type="text"
            className="kite-cw"
            aria-label={t(m.cw)}
            placeholder={t(m.cwPlaceholder)}
            value={draft.cw}
            aria-invalid={cwp != null}
            onChange={(e) => f.update({ cw: e.currentTarget.value }, 'text')}
          />
          {cwc.show && (
            <span className={`counter ${cwc.level}`} aria-label={t(m.remaining, { n: cwc.remaining })}>
              {cwc.remaining}
            </span>
          )}
        </div>
      )}
      {cwp && (
        <p className="kite-compose-warn" role="alert">
          {cwp === 'required' ? t(m.cwRequired) : t(m.cwTooLong)}
        </p>
      )}
      <div className="kite-post-text-wrap">
        {/* Only where the person asked to write (the compose dialog, a reply): focus goes to the text. */}
        <textarea
          ref={textArea}
          className="kite-post-text"
          aria-label={t(m.text)}
          placeholder={t(placeholder)}
          value={draft.text}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={props.autofocus}
          data-autofocus={props.autofocus ? '' : undefined}
          aria-invalid={counter.level === 'error'}
          onChange={(e) => f.update({ text: e.currentTarget.value }, 'text')}
          onPaste={(e) => void onPaste(e)}
          readOnly={f.posting}
          {...ac.inputProps}
          onKeyDown={(e) => void ac.onKeyDown(e)}
        />
        {ac.list}
      </div>
      {emojiAt && <EmojiPanel onPick={pickEmoji} onClose={closeEmoji} />}
      {draft.withHashtags && (
        <div className="kite-hashtags">
          <input
            type="text"
            aria-label={t(m.hashtags)}
            placeholder={t(m.hashtagsPlaceholder)}
            value={draft.hashtags}
            list="kite-recent-hashtags"
            onChange={(e) => f.update({ hashtags: e.currentTarget.value })}
          />
          <datalist id="kite-recent-hashtags">
            {f.recentHashtags.map((h) => (
              <option key={h} value={h} />
            ))}
          </datalist>
        </div>
      )}
      {(draft.files.length > 0 || f.queue.items.length > 0) && (
        <div className="kite-post-files" aria-label={t(m.filesCount)}>
          <ul>
            {draft.files.map((file) => (
              <li key={file.id} className="kite-post-file">
                <button
                  type="button"
                  className="kite-post-file-open"
                  aria-label={t(m.fileMenu, { name: file.name })}
                  onClick={(e) => void menus.popup(attachedFileMenu(f, file, drive, api, i18n), e.currentTarget)}
                >
                  {file.thumbnailUrl && /^https?:|^\//.test(file.thumbnailUrl) ? (
                    <img src={file.thumbnailUrl} alt={file.comment ?? ''} />
                  ) : (
                    <Icon icon="file" />
                  )}
                  <span className="name">{file.name}</span>
                </button>
                <button
                  type="button"
                  className="kite-icon-button"
                  aria-label={t(m.removeFile, { name: file.name })}
                  onClick={() => f.setDraft((d) => ({ ...d, files: d.files.filter((x) => x.id !== file.id) }))}
                >
                  <Icon icon="x" />
                </button>
              </li>
            ))}
          </ul>
          <drive.UploadQueueList queue={f.queue} />
          <span className={`files-count${fc.over ? ' over' : ''}`} data-testid="files-count">
            {fc.text}
          </span>
        </div>
      )}
      {draft.poll && <PollEditor poll={draft.poll} onChange={(poll) => f.update({ poll })} />}
      <footer className="kite-post-form-foot">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t(m.uploadFromDevice)}
          data-testid="compose-file-input"
          onChange={(e) => {
            void addFiles([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.attachFile)}
          onClick={(e) =>
            void menus.popup(
              attachMenu(f, drive, i18n, () => fileInput.current?.click()),
              e.currentTarget,
            )
          }
        >
          <Icon icon="photo" />
        </button>
        <button
          type="button"
          className={`kite-icon-button${draft.poll ? ' on' : ''}`}
          aria-label={draft.poll ? t(m.removePoll) : t(m.addPoll)}
          aria-pressed={draft.poll != null}
          onClick={() => f.update({ poll: draft.poll ? null : emptyPoll() })}
        >
          <Icon icon="chart" />
        </button>
        <button
          type="button"
          className={`kite-icon-button${draft.useCw ? ' on' : ''}`}
          aria-label={t(m.useCw)}
          aria-pressed={draft.useCw}
          onClick={() => f.update({ useCw: !draft.useCw })}
        >
          <Icon icon="eyeOff" />
        </button>
        <button
          type="button"
          className={`kite-icon-button${draft.withHashtags ? ' on' : ''}`}
          aria-label={t(m.useHashtags)}
          aria-pressed={draft.withHashtags}
          onClick={() => f.update({ withHashtags: !draft.withHashtags })}
        >
          <Icon icon="hash" />
        </button>
        <button
          type="button"
          className={`kite-icon-button${emojiAt ? ' on' : ''}`}
          aria-label={t(m.emoji)}
          aria-expanded={emojiAt != null}
          onClick={() => {
            if (emojiAt) return closeEmoji();
            const el = textArea.current;
            setEmojiAt(el ? [el.selectionStart, el.selectionEnd] : [draft.text.length, draft.text.length]);
          }}
        >
          <Icon icon="smile" />
        </button>
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.more)}
          onClick={(e) => void menus.popup(moreMenu(f, { api, dialogs, i18n, menus }), e.currentTarget)}
        >
          <Icon icon="dots" />
        </button>
        <span className="spacer" />
        <button type="submit" className="kite-button kite-button-primary kite-post-submit" disabled={!f.enabled}>
          {f.posted ? (
            <>
              <Icon icon="check" /> {t(m.posted)}
            </>
          ) : f.posting ? (
            t(m.posting)
          ) : props.reply ? (
            t(m.reply)
          ) : props.renote ? (
            t(m.quote)
          ) : (
            t(m.post)
          )}
        </button>
      </footer>
    </form>
  );
}

export default PostForm;
