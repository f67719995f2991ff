import { useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { driveMessages as m } from '../messages';
import { RANGES } from '../rules/watermark';
import type { Align, WatermarkLayer } from '../rules/watermark';

type Patch = (p: Partial<WatermarkLayer>) => void;

/** A labelled slider over one of spec 2 §5's ranges, with its value shown beside it. */
function Range(props: {
  label: MessageKey;
  value: number;
  range: readonly [number, number];
  step?: number;
  onChange: (v: number) => void;
}) {
  const t = useT();
  const [lo, hi] = props.range;
  return (
    <label className="kite-wm-field">
      <span>{t(props.label)}</span>
      <input
        type="range"
        min={lo}
        max={hi}
        step={props.step ?? (hi - lo > 2 ? 1 : 0.01)}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.valueAsNumber)}
      />
      <output>{Number.isInteger(props.value) ? props.value : props.value.toFixed(2)}</output>
    </label>
  );
}

function Check(props: { label: MessageKey; value: boolean; onChange: (v: boolean) => void }) {
  const t = useT();
  return (
    <label className="kite-check-row">
      <input type="checkbox" checked={props.value} onChange={(e) => props.onChange(e.currentTarget.checked)} /> {t(props.label)}
    </label>
  );
}

function Color(props: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <label className="kite-wm-field">
      <span>{t(m.color)}</span>
      <input type="color" value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} />
    </label>
  );
}

function AlignFields(props: { align: Align; onChange: (a: Align) => void }) {
  const t = useT();
  const { align } = props;
  return (
    <>
      <label className="kite-wm-field">
        <span>{t(m.alignX)}</span>
        <select value={align.x} onChange={(e) => props.onChange({ ...align, x: e.currentTarget.value as Align['x'] })}>
          <option value="left">{t(m.left)}</option>
          <option value="center">{t(m.center)}</option>
          <option value="right">{t(m.right)}</option>
        </select>
      </label>
      <label className="kite-wm-field">
        <span>{t(m.alignY)}</span>
        <select value={align.y} onChange={(e) => props.onChange({ ...align, y: e.currentTarget.value as Align['y'] })}>
          <option value="top">{t(m.top)}</option>
          <option value="center">{t(m.center)}</option>
          <option value="bottom">{t(m.bottom)}</option>
        </select>
      </label>
    </>
  );
}

/** The controls of one layer: the common angle and opacity, then the fields of its type (spec 2 §3). */
export function LayerFields({ layer: l, onChange }: { layer: WatermarkLayer; onChange: Patch }) {
  const t = useT();
  return (
    <>
      {l.type === 'text' && (
        <label className="kite-wm-field">
          <span>{t(m.textContent)}</span>
          <input type="text" value={l.text} onChange={(e) => onChange({ text: e.currentTarget.value })} />
        </label>
      )}
      {l.type === 'image' && (
        <label className="kite-wm-field">
          <span>{t(m.imageUrl)}</span>
          <input
            type="url"
            value={l.imageUrl ?? ''}
            placeholder="https://"
            onChange={(e) => onChange({ imageUrl: e.currentTarget.value || null })}
          />
        </label>
      )}
      {(l.type === 'text' || l.type === 'image') && (
        <>
          <Range label={m.scale} value={l.scale} range={RANGES.scale} onChange={(v) => onChange({ scale: v })} />
          <Check label={m.repeat} value={l.repeat} onChange={(v) => onChange({ repeat: v })} />
          {l.type === 'image' && <Check label={m.cover} value={l.cover} onChange={(v) => onChange({ cover: v })} />}
          {!l.repeat && <AlignFields align={l.align} onChange={(align) => onChange({ align })} />}
        </>
      )}
      {l.type === 'stripe' && (
        <>
          <Range label={m.frequency} value={l.frequency} range={RANGES.frequency} onChange={(v) => onChange({ frequency: v })} />
          <Range label={m.threshold} value={l.threshold} range={RANGES.threshold} onChange={(v) => onChange({ threshold: v })} />
          <Color value={l.color} onChange={(color) => onChange({ color })} />
        </>
      )}
      {l.type === 'polkadot' && (
        <>
          <Range label={m.scale} value={l.scale} range={RANGES.polkadotScale} step={0.1} onChange={(v) => onChange({ scale: v })} />
          <Range label={m.majorRadius} value={l.majorRadius} range={RANGES.radius} onChange={(v) => onChange({ majorRadius: v })} />
          <Range label={m.majorOpacity} value={l.majorOpacity} range={RANGES.opacity} onChange={(v) => onChange({ majorOpacity: v })} />
          <Range
            label={m.minorDivisions}
            value={l.minorDivisions}
            range={RANGES.minorDivisions}
            onChange={(v) => onChange({ minorDivisions: v })}
          />
          <Range label={m.minorRadius} value={l.minorRadius} range={RANGES.radius} onChange={(v) => onChange({ minorRadius: v })} />
          <Range label={m.minorOpacity} value={l.minorOpacity} range={RANGES.opacity} onChange={(v) => onChange({ minorOpacity: v })} />
          <Color value={l.color} onChange={(color) => onChange({ color })} />
        </>
      )}
      {l.type === 'checker' && (
        <>
          <Range label={m.scale} value={l.scale} range={RANGES.checkerScale} step={0.1} onChange={(v) => onChange({ scale: v })} />
          <Color value={l.color} onChange={(color) => onChange({ color })} />
        </>
      )}
      <Range label={m.angle} value={l.angle} range={RANGES.angle} onChange={(v) => onChange({ angle: v })} />
      <Range label={m.opacity} value={l.opacity} range={RANGES.opacity} onChange={(v) => onChange({ opacity: v })} />
    </>
  );
}
