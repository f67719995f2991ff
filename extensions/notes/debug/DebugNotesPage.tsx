import { useContext, useEffect, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, ServiceContext, ServiceProvider, useOptionalService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { NoteCard } from '../card/NoteCard';
import { displayFixtures } from './fixtures';
import { hostileNotes } from './hostile';
import { fixtureResolver } from './fixtureServices';
import { rareNoteMessages as m } from '../rareMessages';

/** Notes from the server's local timeline, rendered with the real services. */
function ServerNotes() {
  const t = useT();
  const api = useOptionalService(Api);
  const [notes, setNotes] = useState<entities.Note[] | null>(null);
  useEffect(() => {
    if (!api) return;
    api
      .request('notes/local-timeline', { limit: 30 })
      .then(setNotes)
      .catch(() => setNotes([]));
  }, [api]);
  if (!api) return <p>{t(m.noApi)}</p>;
  return (
    <>
      {(notes ?? []).map((n) => (
        <NoteCard key={n.id} note={n} />
      ))}
    </>
  );
}

/**
 * /debug/notes — the note card in every display state (fixtures), the hostile corpus, and
 * the server's notes. `?set=fixtures|hostile|server` narrows it (`&only=N`: one hostile note); `?visitor=1` views the
 * fixtures signed out.
 */
export default function DebugNotesPage({ query }: RouteProps) {
  const t = useT();
  const parent = useContext(ServiceContext);
  const set = query.set ?? 'all';
  const resolver = useMemo(() => (parent ? fixtureResolver(parent, query.visitor === '1') : null), [parent, query.visitor]);
  const fixtures = useMemo(() => (set === 'all' || set === 'fixtures' ? displayFixtures() : {}), [set]);
  const only = query.only === undefined ? null : Number(query.only);
  const hostile = useMemo(() => {
    const all = set === 'all' || set === 'hostile' ? hostileNotes() : [];
    return only === null ? all : all.slice(only, only + 1);
  }, [set, only]);
  if (!resolver) return null;
  return (
    <div className="kite-debug-notes">
      <h1 className="kite-page-title">{t(m.debugTitle)}</h1>
      <ServiceProvider services={resolver}>
        {Object.keys(fixtures).length > 0 && (
          <section aria-label={t(m.debugFixtureNotes)}>
            <h2>{t(m.debugFixtureNotes)}</h2>
            {Object.entries(fixtures).map(([key, note]) => (
              <div key={key} data-fixture={key}>
                <NoteCard note={note} />
              </div>
            ))}
          </section>
        )}
        {hostile.length > 0 && (
          <section aria-label={t(m.debugHostileNotes)} data-hostile="">
            <h2>{t(m.debugHostileNotes)}</h2>
            {hostile.map((n) => (
              <div key={n.id} data-hostile-note="">
                <NoteCard note={n} />
              </div>
            ))}
          </section>
        )}
      </ServiceProvider>
      {(set === 'all' || set === 'server') && (
        <section aria-label={t(m.debugServerNotes)}>
          <h2>{t(m.debugServerNotes)}</h2>
          <ServerNotes />
        </section>
      )}
    </div>
  );
}
