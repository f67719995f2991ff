import { I18n, useService, useT } from '@kite/sdk';
import { queuesMessages as m } from './messages';

const SHOWN = ['active', 'delayed', 'waiting', 'failed', 'completed'] as const;

/** A queue's job counts by state, as a list of facts. */
export function Counts({ counts }: { counts: Readonly<Record<string, number>> }) {
  const t = useT();
  const i18n = useService(I18n);
  return (
    <dl className="kite-admin-queue-counts">
      {SHOWN.map((k) => (
        <div key={k}>
          <dt>{t(m[k])}</dt>
          <dd>{i18n.formatNumber(counts[k] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
