import { Icon } from '@kite/sdk';
import { TimeDisplay } from '../time/TimeDisplay';

/** `$[unixtime 1700000000]`: the moment as a date, or the raw text when it is not a number. */
export function UnixTime({ text }: { text: string }) {
  const seconds = Number(text.trim());
  if (!/^\d{1,12}$/.test(text.trim()) || !Number.isFinite(seconds)) return <span>{text}</span>;
  return (
    <span className="kite-mfm-unixtime">
      <Icon icon="clock" size={14} />
      <TimeDisplay time={seconds * 1000} mode="detail" />
    </span>
  );
}
