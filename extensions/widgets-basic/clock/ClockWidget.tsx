import { I18n, useService } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { useNow } from '../shared/useNow';
import { timeZoneOf } from '../shared/timeZone';
import { handAngles, zonedParts } from './hands';
import '../widgets.css';

const SIZES: Readonly<Record<string, number>> = { small: 120, medium: 170, large: 240 };

/** The analog clock widget: hands for the chosen zone, graduations, a label, sized and weighted as set. */
export default function ClockWidget(props: WidgetProps) {
  const i18n = useService(I18n);
  const s = props.settings;
  const now = useNow(1000);
  const timeZone = timeZoneOf(s['timezone']);
  const parts = zonedParts(now, timeZone);
  const twentyFour = s['twentyFour'] === true;
  const a = handAngles(parts, twentyFour);
  const size = SIZES[String(s['size'])] ?? 170;
  const thick = (Number(s['thickness']) || 0.2) * 10;
  const marks = twentyFour ? 24 : 12;
  const time = i18n.formatDate(now, { hour: '2-digit', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
  const label = String(s['label']);
  const eased = s['sAnimation'] === 'none' ? undefined : s['sAnimation'] === 'easeOut' ? 'kite-wclock-ease' : 'kite-wclock-elastic';
  return (
    <div className="kite-wanalog">
      <svg
        role="img"
        aria-label={time}
        width={size}
        height={size}
        viewBox="-50 -50 100 100"
        data-testid="analog-clock"
        data-hours={parts.h}
        data-minutes={parts.m}
      >
        {s['graduations'] !== 'none' &&
          Array.from({ length: marks }, (_, i) => {
            const ang = (i / marks) * 2 * Math.PI;
            const x = Math.sin(ang) * 42;
            const y = -Math.cos(ang) * 42;
            const faded = s['fadeGraduations'] === true && (i / marks) * 60 > parts.s;
            return s['graduations'] === 'numbers' ? (
              <text
                key={i}
                x={x}
                y={y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={twentyFour ? 6 : 9}
                opacity={faded ? 0.4 : 1}
              >
                {i === 0 ? marks : i}
              </text>
            ) : (
              <circle key={i} cx={x} cy={y} r={1.5} opacity={faded ? 0.4 : 1} />
            );
          })}
        <line
          x1={0}
          y1={0}
          x2={0}
          y2={-22}
          strokeWidth={thick * 1.4}
          strokeLinecap="round"
          transform={`rotate(${a.h})`}
          className="kite-wanalog-hand"
        />
        <line
          x1={0}
          y1={0}
          x2={0}
          y2={-34}
          strokeWidth={thick}
          strokeLinecap="round"
          transform={`rotate(${a.m})`}
          className="kite-wanalog-hand"
        />
        <line
          x1={0}
          y1={4}
          x2={0}
          y2={-38}
          strokeWidth={thick * 0.5}
          strokeLinecap="round"
          transform={`rotate(${a.s})`}
          className={`kite-wanalog-second ${eased ?? ''}`}
        />
      </svg>
      {label !== 'none' && (
        <div className="kite-wclock-label">
          {[label !== 'tz' ? time : null, label !== 'time' ? (timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone) : null]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
    </div>
  );
}
