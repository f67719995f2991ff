import { useEffect, useId, useRef, useState } from 'react';
import { Icon, Preferences, useService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { driveMessages as m } from '../messages';
import { LAYER_TYPES, defaultLayer, newPreset, normalizeLayer } from '../rules/watermark';
import type { LayerType, WatermarkLayer, WatermarkPreset } from '../rules/watermark';
import { drawWatermark } from './draw';
import { LayerFields } from './LayerFields';
import { presetGroup } from './presets';
import '../drive.css';

const TYPE_LABEL: Record<LayerType, keyof typeof m> = {
  text: 'layerText',
  image: 'layerImage',
  stripe: 'layerStripe',
  polkadot: 'layerPolkadot',
  checker: 'layerChecker',
};

/** A sample photo stand-in (sky and ground) with the preset drawn over it, as the upload would get it. */
function Preview({ layers }: { layers: readonly WatermarkLayer[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const { width: w, height: h } = ctx.canvas;
    const sky = ctx.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, '#5b8fc7');
    sky.addColorStop(1, '#cfe3f5');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#5f8f4e';
    ctx.fillRect(0, h * 0.7, w, h * 0.3);
    // Image layers are previewed without their image: it is fetched only when an upload is processed.
    drawWatermark(ctx, w, h, layers.map(normalizeLayer), new Map());
  }, [layers]);
  const t = useT();
  return <canvas ref={canvas} className="kite-wm-preview" width={480} height={320} role="img" aria-label={t(m.preview)} />;
}

/**
 * The watermark preset editor (spec 2 §2 item 4): presets with text, image, stripe, polka
 * dot and checker layers, stored with the preferences. Uploads apply them and output PNG.
 */
export function PresetEditor(props: { onClose: () => void }) {
  const t = useT();
  const group = presetGroup(useService(Preferences));
  const [presets, setPresets] = useState<WatermarkPreset[]>(() =>
    group.get('watermarkPresets').map((p) => ({ ...p, layers: [...p.layers] })),
  );
  const [currentId, setCurrentId] = useState<string | null>(presets[0]?.id ?? null);
  const headingId = useId();
  const [addType, setAddType] = useState<LayerType>('text');
  const current = presets.find((p) => p.id === currentId) ?? null;
  const edit = (fn: (p: WatermarkPreset) => WatermarkPreset) => setPresets((list) => list.map((p) => (p.id === currentId ? fn(p) : p)));
  const patchLayer = (id: string, patch: Partial<WatermarkLayer>) =>
    edit((p) => ({ ...p, layers: p.layers.map((l) => (l.id === id ? ({ ...l, ...patch } as WatermarkLayer) : l)) }));
  const create = () => {
    const p = newPreset(`${t(m.watermark)} ${presets.length + 1}`);
    setPresets((list) => [...list, p]);
    setCurrentId(p.id);
  };
  const save = () => {
    group.set(
      'watermarkPresets',
      presets.map((p) => ({ ...p, name: p.name.trim() || t(m.watermark), layers: p.layers.map(normalizeLayer) })),
    );
    props.onClose();
  };
  return (
    <Modal labelledBy={headingId} onClose={props.onClose} className="kite-drive-modal wide">
      <header className="kite-drive-modal-head">
        <h2 id={headingId}>{t(m.watermarkPresets)}</h2>
        <button type="button" className="kite-icon-button" aria-label={t(m.cancel)} onClick={props.onClose}>
          <Icon icon="x" />
        </button>
      </header>
      <div className="kite-wm-bar">
        {presets.length > 0 && (
          <select aria-label={t(m.watermarkPresets)} value={currentId ?? ''} onChange={(e) => setCurrentId(e.currentTarget.value)}>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="kite-button" onClick={create}>
          <Icon icon="plus" /> {t(m.newPreset)}
        </button>
        {current && (
          <button
            type="button"
            className="kite-button"
            onClick={() => {
              const rest = presets.filter((p) => p.id !== current.id);
              setPresets(rest);
              setCurrentId(rest[0]?.id ?? null);
            }}
          >
            <Icon icon="trash" /> {t(m.deletePreset)}
          </button>
        )}
      </div>
      {current && (
        <div className="kite-wm-editor">
          <Preview layers={current.layers} />
          <label className="kite-wm-field">
            <span>{t(m.presetName)}</span>
            <input
              type="text"
              value={current.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                edit((p) => ({ ...p, name }));
              }}
            />
          </label>
          {current.layers.map((l, i) => (
            <fieldset key={l.id} className="kite-wm-layer">
              <legend>
                {i + 1}. {t(m[TYPE_LABEL[l.type]])}
              </legend>
              <LayerFields layer={l} onChange={(patch) => patchLayer(l.id, patch)} />
              <button
                type="button"
                className="kite-button"
                aria-label={`${t(m.removeLayer)} ${i + 1}`}
                onClick={() => edit((p) => ({ ...p, layers: p.layers.filter((x) => x.id !== l.id) }))}
              >
                <Icon icon="trash" /> {t(m.removeLayer)}
              </button>
            </fieldset>
          ))}
          <div className="kite-wm-bar">
            <select aria-label={t(m.addLayer)} value={addType} onChange={(e) => setAddType(e.currentTarget.value as LayerType)}>
              {LAYER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(m[TYPE_LABEL[type]])}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="kite-button"
              onClick={() => edit((p) => ({ ...p, layers: [...p.layers, defaultLayer(addType)] }))}
            >
              <Icon icon="plus" /> {t(m.addLayer)}
            </button>
          </div>
        </div>
      )}
      <footer className="kite-drive-modal-foot">
        <button type="button" className="kite-button" onClick={props.onClose}>
          {t(m.cancel)}
        </button>
        <button type="button" className="kite-button kite-button-primary" onClick={save}>
          {t(m.save)}
        </button>
      </footer>
    </Modal>
  );
}
