import { icons } from './icons';
import type { IconSpec } from './icons';

/** Renders an icon decoratively (the control around it carries the accessible name). */
export function Icon(props: { icon: IconSpec; size?: number; className?: string }) {
  const C = typeof props.icon === 'string' ? icons[props.icon] : props.icon;
  return <C size={props.size ?? 18} stroke={1.75} className={props.className} aria-hidden="true" />;
}
