import { useCallback, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, NoteFeed, useService, useT, plainName } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';
import { NoteFeedList, NoteRow } from '@kite/sdk/kit';
import { userMessages as m } from '../messages';

/** Pinned notes above the user's notes. */
function Pinned({ notes }: { notes: readonly entities.Note[] }) {
  const t = useT();
  const [list, setList] = useState(notes);
  const change = useCallback(
    (n: entities.Note): NoteChange =>
      (next) =>
        setList((cur) => (next ? cur.map((x) => (x.id === n.id ? next : x)) : cur.filter((x) => x.id !== n.id))),
    [],
  );
  if (list.length === 0) return null;
  return (
    <section className="kite-profile-pinned" aria-label={t(m.pinned)}>
      {list.map((n) => (
        <NoteRow key={n.id} note={n} onChange={change} />
      ))}
    </section>
  );
}

/** The notes tab: pinned notes, then users/notes paged by untilId, with the replies / files filters. */
export function UserNotes({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const [withReplies, setWithReplies] = useState(false);
  const [withFiles, setWithFiles] = useState(false);
  const feed = useMemo(
    () =>
      new NoteFeed<entities.Note>((p) =>
        api.request('users/notes', {
          userId: user.id,
          limit: p.limit,
          untilId: p.untilId,
          withReplies: withFiles ? false : withReplies,
          withFiles,
          withRenotes: !withFiles,
        }),
      ),
    [api, user.id, withReplies, withFiles],
  );
  return (
    <>
      {!withFiles && !withReplies && <Pinned notes={user.pinnedNotes ?? []} />}
      <div className="kite-profile-filters" role="group" aria-label={t(m.notes)}>
        <label>
          <input type="checkbox" checked={withReplies} disabled={withFiles} onChange={(e) => setWithReplies(e.target.checked)} />{' '}
          {t(m.withReplies)}
        </label>
        <label>
          <input type="checkbox" checked={withFiles} onChange={(e) => setWithFiles(e.target.checked)} /> {t(m.withFiles)}
        </label>
      </div>
      <NoteFeedList
        feed={feed}
        restoreKey={`user:${user.id}:${+withReplies}${+withFiles}`}
        label={t(m.userNotes, { name: plainName(user) })}
        emptyText={t(m.noNotes)}
      />
    </>
  );
}
