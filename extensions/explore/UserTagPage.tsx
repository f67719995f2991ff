import { useState } from 'react';
import { Api, Link, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { UserGrid } from './UserGrid';
import { exploreMessages as m } from './messages';
import './explore.css';

type Origin = 'combined' | 'local' | 'remote';

/** /user-tags/:tag — people with the hashtag in their profile (hashtags/users), by origin. */
export default function UserTagPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const tag = params.tag ?? '';
  const [origin, setOrigin] = useState<Origin>('combined');
  const labels = { combined: m.users, local: m.local, remote: m.remote } as const;
  return (
    <div className="kite-explore">
      <PageHeader title={`#${tag}`} subtitle={t(m.usersWithTag)} icon="hash" />
      <div className="kite-explore-controls">
        <div role="radiogroup" aria-label={t(m.origin)} className="kite-explore-segments">
          {(['combined', 'local', 'remote'] as const).map((o) => (
            <button
              key={o}
              type="button"
              role="radio"
              aria-checked={o === origin}
              className="kite-explore-segment"
              onClick={() => setOrigin(o)}
            >
              {t(labels[o])}
            </button>
          ))}
        </div>
        <Link to={`/tags/${encodeURIComponent(tag)}`}>{t(m.tagNotes, { tag })}</Link>
      </div>
      <UserGrid
        listKey={`${tag}:${origin}`}
        label={t(m.tagUsers, { tag })}
        emptyText={t(m.noTagUsers, { tag })}
        pages={false}
        load={(_offset, limit) =>
          api.request('hashtags/users', { tag, origin, sort: '+follower', state: 'all', limit: Math.min(limit * 5, 100) })
        }
      />
    </div>
  );
}
