import type { entities } from 'misskey-js';
import { UserName, useT, useViewer } from '@kite/sdk';
import { Button, SelectRow, SwitchRow, fieldsClass } from '@kite/sdk/kit';
import type { SelectOption } from '@kite/sdk/kit';
import { mapChoices, mapKeyOf } from './mapList';
import { MapPreview } from './MapPreview';
import type { SendToGame } from './useGame';
import { reversiMessages as m } from './messages';

const TIME_LIMITS = [15, 30, 60, 90, 120, 180, 3600] as const;

/**
 * Before the start: the settings both players change live (each change is sent on the
 * channel and echoed to both), and each player's ready switch; spectators see them read-only.
 */
export function GameSettings({ game, send, live }: { game: entities.ReversiGameDetailed; send: SendToGame; live: boolean }) {
  const t = useT();
  const meId = useViewer().me?.id;
  const mine = meId === game.user1Id ? 1 : meId === game.user2Id ? 2 : null;
  const myReady = mine === 1 ? game.user1Ready : mine === 2 ? game.user2Ready : false;
  const locked = mine === null || myReady || !live;
  const set = <K extends 'map' | 'bw' | 'isLlotheo' | 'loopedBoard' | 'canPutEverywhere' | 'timeLimitForEachTurn'>(
    key: K,
    value: entities.ReversiGameDetailed[K],
  ) => send('updateSettings', { key, value });
  const mapKey = mapKeyOf(game.map) ?? '';
  const mapOptions: SelectOption<string>[] = [
    ...(mapKey ? [] : [{ value: '', text: '—' }]),
    ...mapChoices.map((c) => ({ value: c.key, text: c.name })),
  ];
  const bwOptions: SelectOption<string>[] = [
    { value: 'random', text: t(m.random) },
    { value: '1', text: t(m.blackIs, { name: `@${game.user1.username}` }) },
    { value: '2', text: t(m.blackIs, { name: `@${game.user2.username}` }) },
  ];
  const readyLine = (user: entities.UserLite, ready: boolean) => (
    <li key={user.id}>
      <UserName user={user} />: {t(ready ? m.readyYes : m.readyNo)}
    </li>
  );
  return (
    <section className="kite-reversi-settings" aria-labelledby="kite-reversi-settings">
      <h2 id="kite-reversi-settings">{t(m.settings)}</h2>
      <p className="kite-reversi-note">{t(m.settingsByOpponent)}</p>
      <div className="kite-reversi-settings-body">
        <MapPreview map={game.map} />
        <fieldset disabled={locked} className={`kite-reversi-fields ${fieldsClass}`}>
          <SelectRow
            label={t(m.map)}
            value={mapKey}
            options={mapOptions}
            onChange={(k) => {
              const c = mapChoices.find((x) => x.key === k);
              if (c) set('map', c.data);
            }}
          />
          <SelectRow label={t(m.stoneColor)} value={game.bw} options={bwOptions} onChange={(v) => set('bw', v)} />
          <SelectRow
            label={t(m.timeLimit)}
            value={game.timeLimitForEachTurn}
            options={TIME_LIMITS.map((n) => ({ value: n, text: String(n) }))}
            onChange={(v) => set('timeLimitForEachTurn', v)}
          />
          {!game.noIrregularRules && (
            <>
              <SwitchRow label={t(m.isLlotheo)} checked={game.isLlotheo} onChange={(v) => set('isLlotheo', v)} disabled={locked} />
              <SwitchRow label={t(m.loopedBoard)} checked={game.loopedBoard} onChange={(v) => set('loopedBoard', v)} disabled={locked} />
              <SwitchRow
                label={t(m.canPutEverywhere)}
                checked={game.canPutEverywhere}
                onChange={(v) => set('canPutEverywhere', v)}
                disabled={locked}
              />
            </>
          )}
        </fieldset>
      </div>
      <ul className="kite-reversi-ready" aria-live="polite">
        {readyLine(game.user1, game.user1Ready)}
        {readyLine(game.user2, game.user2Ready)}
      </ul>
      {game.user1Ready && game.user2Ready && <p role="status">{t(m.bothReady)}</p>}
      {mine !== null && live && (
        <div className="kite-reversi-actions">
          <Button variant={myReady ? 'plain' : 'primary'} aria-pressed={myReady} onClick={() => send('ready', !myReady)}>
            {t(myReady ? m.changeSettings : m.ready)}
          </Button>
          <Button onClick={() => send('cancel', {})}>{t(m.cancelGame)}</Button>
        </div>
      )}
    </section>
  );
}
