import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Api, Link, Loading, NoteViews, ResultScreen, safeHttpUrl, useService, useT, useViewer, I18n } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import type { Loaded } from '@kite/sdk/kit';
import { userMessages as m } from '../messages';

function Fetched<T>(props: { state: Loaded<T>; empty: string; isEmpty: (d: T) => boolean; children: (d: T) => ReactNode }) {
  const t = useT();
  if (props.state.error) return <ResultScreen kind="error" title={t(m.failed)} />;
  if (props.state.data === undefined) return <Loading />;
  if (props.isEmpty(props.state.data)) return <ResultScreen kind="empty" title={props.empty} />;
  return <>{props.children(props.state.data)}</>;
}

/** Files of the user's notes (users/notes withFiles), as a grid linking to their notes. */
export function FilesTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(user.id, () => api.request('users/notes', { userId: user.id, withFiles: true, limit: 30 }));
  return (
    <Fetched state={state} empty={t(m.noFiles)} isEmpty={(d) => d.length === 0}>
      {(notes) => (
        <ul className="kite-profile-files" aria-label={t(m.files)}>
          {notes
            .flatMap((n) => (n.files ?? []).map((f) => ({ n, f })))
            .map(({ n, f }) => {
              const thumb = safeHttpUrl(f.thumbnailUrl ?? '')?.href;
              return (
                <li key={`${n.id}-${f.id}`}>
                  <Link to={`/notes/${n.id}`} aria-label={f.name}>
                    {thumb && !f.isSensitive ? (
                      <img src={thumb} alt={f.comment ?? f.name} loading="lazy" />
                    ) : (
                      <span className="kite-profile-file-name">{f.name}</span>
                    )}
                  </Link>
                </li>
              );
            })}
        </ul>
      )}
    </Fetched>
  );
}

/** Notes the user reacted to (users/reactions), when they make reactions public or it is the viewer. */
export function ReactionsTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const views = useService(NoteViews);
  const me = useViewer().me;
  const visible = user.publicReactions || me?.id === user.id;
  const state = useLoad(`${user.id}\n${visible}`, () =>
    visible ? api.request('users/reactions', { userId: user.id, limit: 30 }) : Promise.resolve([]),
  );
  if (!visible) return <ResultScreen kind="empty" title={t(m.reactionsHidden)} />;
  return (
    <Fetched state={state} empty={t(m.noReactions)} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className="kite-profile-reactions" aria-label={t(m.reactions)}>
          {list.map((r) => (
            <li key={r.id}>
              <span className="kite-profile-reaction">
                <views.Mfm text={r.type.replace(/^:([\w+-]+)@\.:$/, ':$1:')} plain />
              </span>
              <views.NoteCard note={r.note} />
            </li>
          ))}
        </ul>
      )}
    </Fetched>
  );
}

export function ClipsTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(user.id, () => api.request('users/clips', { userId: user.id, limit: 30 }));
  return (
    <Fetched state={state} empty={t(m.noClips)} isEmpty={(d) => d.length === 0}>
      {(clips) => (
        <ul className="kite-profile-links" aria-label={t(m.clips)}>
          {clips.map((c) => (
            <li key={c.id}>
              <Link to={`/clips/${c.id}`}>{c.name}</Link>
              {c.description && <p>{c.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </Fetched>
  );
}

export function ListsTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(user.id, () => api.request('users/lists/list', { userId: user.id }));
  return (
    <Fetched state={state} empty={t(m.noLists)} isEmpty={(d) => d.length === 0}>
      {(lists) => (
        <ul className="kite-profile-links" aria-label={t(m.lists)}>
          {lists.map((l) => (
            <li key={l.id}>
              <Link to={`/list/${l.id}`}>{l.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Fetched>
  );
}

export function AchievementsTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const state = useLoad(user.id, () => api.request('users/achievements', { userId: user.id }));
  return (
    <Fetched state={state} empty={t(m.noAchievements)} isEmpty={(d) => d.length === 0}>
      {(list) => (
        <ul className="kite-profile-links" aria-label={t(m.achievements)}>
          {list.map((a) => (
            <li key={a.name}>
              <strong>{a.name}</strong>{' '}
              <time dateTime={new Date(a.unlockedAt).toISOString()}>{i18n.formatDate(a.unlockedAt, { dateStyle: 'medium' })}</time>
            </li>
          ))}
        </ul>
      )}
    </Fetched>
  );
}

/** Notes per day over the last 30 days (charts/user/notes), as bars with a text equivalent. */
export function ActivityTab({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const api = useService(Api);
  const state = useLoad(user.id, () => api.request('charts/user/notes', { userId: user.id, span: 'day', limit: 30 }));
  return (
    <Fetched state={state} empty={t(m.noNotes)} isEmpty={() => false}>
      {(chart) => {
        const days = [...chart.total].reverse();
        const inc = [...chart.inc].reverse();
        const max = Math.max(1, ...inc);
        return (
          <figure className="kite-profile-activity">
            <figcaption>{t(m.chartDays)}</figcaption>
            <svg
              viewBox={`0 0 ${inc.length * 10} 100`}
              role="img"
              aria-label={`${t(m.chartDays)}: ${inc.join(', ')}`}
              preserveAspectRatio="none"
            >
              {inc.map((v, i) => (
                <rect key={i} x={i * 10 + 1} y={100 - (v / max) * 100} width={8} height={(v / max) * 100} />
              ))}
            </svg>
            <p className="kite-sr-only">{days.length}</p>
          </figure>
        );
      }}
    </Fetched>
  );
}

/** A profile part Kite does not build yet, said honestly. */
export function NotAvailableTab() {
  const t = useT();
  return <ResultScreen kind="empty" title={t(m.notAvailable)} text={t(m.notAvailableText)} />;
}
