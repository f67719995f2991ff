import { Api, I18n, Link, UserName, safeHttpUrl, useService, useT } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import type { GameMode } from './monos';
import { bubbleMessages as m } from './messages';
import { modeMessages, scoreMessage } from './units';

/** The mode's best scores of the last 7 days (`bubble-game/ranking`), each with its player. */
export function Ranking({ mode, version }: { mode: GameMode; version: number }) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad(`${mode} ${version}`, () => api.request('bubble-game/ranking', { gameMode: mode }));
  const title = t(m.ranking, { mode: t(modeMessages[mode]) });
  return (
    <section className="kite-bubble-frame" aria-labelledby="kite-bubble-ranking">
      <h2 id="kite-bubble-ranking">{title}</h2>
      {data.error ? (
        <p role="alert">
          {errorText(data.error, t)} <Button onClick={data.reload}>{t(m.retrySave)}</Button>
        </p>
      ) : !data.data ? (
        <p aria-busy="true">{t(m.loading)}</p>
      ) : data.data.length === 0 ? (
        <p>{t(m.rankingEmpty)}</p>
      ) : (
        <ol className="kite-bubble-ranking" aria-label={title}>
          {data.data.map((r) => {
            const avatar = r.user?.avatarUrl ? safeHttpUrl(r.user.avatarUrl, api.origin)?.href : undefined;
            return (
              <li key={r.id}>
                {r.user && (
                  <Link to={`/@${r.user.username}${r.user.host ? `@${r.user.host}` : ''}`} className="kite-bubble-player">
                    {avatar && <img src={avatar} alt="" width={24} height={24} />}
                    <UserName user={r.user} />
                  </Link>
                )}
                <b>{t(scoreMessage(mode), { n: i18n.formatNumber(r.score) })}</b>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
