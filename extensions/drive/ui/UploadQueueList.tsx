import { useCallback, useSyncExternalStore } from 'react';
import { Dialogs, Drive, Icon, Menus, Preferences, useService, useT, useViewer } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { CompressionLevel, MenuItem, UploadQueue, UploadQueueItem } from '@kite/sdk';
import { driveMessages as m } from '../messages';
import '../drive.css';
import { presetGroup } from '../watermark/presets';

const LEVELS: { level: CompressionLevel; key: keyof typeof m }[] = [
  { level: 0, key: 'compressionNone' },
  { level: 1, key: 'compressionLow' },
  { level: 2, key: 'compressionMedium' },
  { level: 3, key: 'compressionHigh' },
];

/** The composer's upload queue: name, thumbnail, progress bar, per-file menu (only while idle), abort. */
export function UploadQueueList(props: { queue: UploadQueue }) {
  const { queue } = props;
  const t = useT();
  const subscribe = useCallback((fn: () => void) => queue.subscribe(fn), [queue]);
  const items = useSyncExternalStore(subscribe, () => queue.items);
  if (!items.length) return null;
  return (
    <ul className="kite-upload-queue" aria-label={t(m.uploadFiles)}>
      {items.map((i) => (
        <QueueRow key={i.id} queue={queue} item={i} />
      ))}
    </ul>
  );
}

function QueueRow({ queue, item }: { queue: UploadQueue; item: UploadQueueItem }) {
  const t = useT();
  const menus = useService(Menus);
  const prefs = useService(Preferences);
  const dialogs = useService(Dialogs);
  const drive = useService(Drive);
  const who = useViewer();
  const ask = async (title: string, value: string) => {
    const r = await dialogs.open<string>({ title, input: { type: 'text', default: value } });
    return r.canceled ? null : r.result;
  };
  const status =
    item.state === 'uploading'
      ? t(m.uploading, { percent: Math.round(item.progress * 100) })
      : item.state === 'preprocessing'
        ? t(m.preprocessing)
        : item.state === 'uploadFailed'
          ? t(m.uploadFailed)
          : item.state === 'aborted'
            ? t(m.aborted)
            : item.state === 'uploaded'
              ? t(m.uploaded)
              : formatBytes(item.originalSize);
  const openMenu = (anchor: HTMLElement) => {
    const presets = presetGroup(prefs).get('watermarkPresets');
    const items: MenuItem[] = [
      {
        text: t(m.rename),
        icon: 'pencil',
        action: async () => {
          const name = await ask(t(m.renamePrompt), item.name);
          if (name != null) queue.update(item.id, { name });
        },
      },
      {
        type: 'switch',
        text: t(m.sensitive),
        icon: 'eyeOff',
        value: item.isSensitive,
        onChange: (v) => queue.update(item.id, { isSensitive: v }),
      },
      {
        text: t(m.caption),
        icon: 'file',
        caption: item.caption || undefined,
        action: async () => {
          const caption = await ask(t(m.captionPrompt), item.caption);
          if (caption != null) queue.update(item.id, { caption });
        },
      },
      {
        type: 'parent',
        text: t(m.compression),
        icon: 'photo',
        children: LEVELS.map((l) => ({
          type: 'radioOption',
          text: t(m[l.key]),
          active: item.compressionLevel === l.level,
          action: () => queue.update(item.id, { compressionLevel: l.level }),
        })),
      },
    ];
    // Watermarks only where the role allows them (policies.watermarkAvailable).
    if (who.me?.policies?.watermarkAvailable) {
      items.push({
        type: 'parent',
        text: t(m.watermark),
        icon: 'palette',
        children: [
          {
            type: 'radioOption',
            text: t(m.noWatermark),
            active: item.watermarkPresetId == null,
            action: () => queue.update(item.id, { watermarkPresetId: null }),
          },
          ...presets.map((p): MenuItem => ({
            type: 'radioOption',
            text: p.name,
            active: item.watermarkPresetId === p.id,
            action: () => queue.update(item.id, { watermarkPresetId: p.id }),
          })),
          { type: 'divider' },
          { text: t(m.editPresets), icon: 'pencil', action: () => drive.editWatermarkPresets() },
        ],
      });
    }
    void menus.popup(items, anchor);
  };
  return (
    <li className="kite-upload-item" data-state={item.state} aria-label={item.name}>
      <span className="thumb" aria-hidden="true">
        {item.thumbnail ? <img src={item.thumbnail} alt="" /> : <Icon icon="file" />}
      </span>
      <span className="info">
        <span className="name">{item.name}</span>
        <span className="status" role="status">
          {status}
          {item.compressedSize != null && item.state === 'idle' ? ` · ${t(m.compressed, { size: formatBytes(item.compressedSize) })}` : ''}
          {item.isSensitive ? ` · ${t(m.sensitive)}` : ''}
        </span>
        {(item.state === 'uploading' || item.state === 'preprocessing') && (
          <progress max={1} value={item.state === 'uploading' ? item.progress : undefined} aria-label={item.name} />
        )}
      </span>
      {item.state === 'idle' && (
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.menuFor, { name: item.name })}
          onClick={(e) => openMenu(e.currentTarget)}
        >
          <Icon icon="dots" />
        </button>
      )}
      {item.state === 'uploading' ? (
        <button type="button" className="kite-icon-button" aria-label={t(m.abort)} onClick={() => queue.abort(item.id)}>
          <Icon icon="x" />
        </button>
      ) : (
        <button
          type="button"
          className="kite-icon-button"
          aria-label={t(m.remove, { name: item.name })}
          onClick={() => queue.remove(item.id)}
        >
          <Icon icon="trash" />
        </button>
      )}
    </li>
  );
}
