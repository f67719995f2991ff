import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { AchievementEvents, Api, I18n, Loading, ResultScreen, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { ACHIEVEMENTS, tier } from './catalogue';
import { achievementDescriptions as d, achievementMessages as m, achievementNames as n } from './messages';
import './achievements.css';

/** For the `achievements.title` command (index.ts), which loads this chunk. */
export { achievementTitle } from './title';

const VIEW_LONG_MS = 3 * 60_000;

/** /my/achievements: every achievement of the catalogue, earned ones first with their date and frame. */
export default function AchievementsPage(_props: RouteProps) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const events = useOptionalService(AchievementEvents);
  const { me } = useViewer();
  const [earned, setEarned] = useState<entities.UsersAchievementsResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!me) return;
    api.request('users/achievements', { userId: me.id }).then(setEarned, setError);
  }, [api, me, attempt]);
  // Spec 2 §3: looking at this page for three minutes is an achievement of its own.
  useEffect(() => {
    if (!events) return;
    const timer = setTimeout(() => events.fire('viewAchievements3min'), VIEW_LONG_MS);
    return () => clearTimeout(timer);
  }, [events]);
  useEffect(() => {
    if (events && earned && earned.length >= 30) events.fire('collectAchievements30');
  }, [events, earned]);

  let body;
  if (error && !earned)
    body = (
      <ResultScreen
        kind="error"
        title={t(m.failed)}
        onRetry={() => {
          setError(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
  else if (!earned) body = <Loading />;
  else {
    const at = new Map(earned.map((a) => [a.name, a.unlockedAt]));
    const order = [
      ...ACHIEVEMENTS.filter((a) => at.has(a)).sort((a, b) => (at.get(b) ?? 0) - (at.get(a) ?? 0)),
      ...ACHIEVEMENTS.filter((a) => !at.has(a)),
    ];
    body = (
      <>
        <p className="kite-ach-summary">{t(m.earned, { count: at.size, total: ACHIEVEMENTS.length })}</p>
        <ul className="kite-ach-list" aria-label={t(m.title)}>
          {order.map((name) => {
            const when = at.get(name);
            const frame = tier(name);
            return (
              <li key={name} className={when ? `kite-ach kite-ach-${frame}` : 'kite-ach kite-ach-locked'} data-achievement={name}>
                <span className="kite-ach-frame" role="img" aria-label={t(m[frame])}>
                  {when ? '★' : '?'}
                </span>
                <span className="kite-ach-body">
                  <span className="kite-ach-name">{t(n[name])}</span>
                  <span className="kite-ach-desc">{t(d[name])}</span>
                  <span className="kite-ach-when">
                    {when ? t(m.unlockedAt, { date: i18n.formatDate(when, { dateStyle: 'medium', timeStyle: 'short' }) }) : t(m.locked)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <div className="kite-ach-page">
      <PageHeader title={t(m.title)} icon="medal" />
      {body}
    </div>
  );
}
