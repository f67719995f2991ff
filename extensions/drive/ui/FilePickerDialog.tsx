import { useId, useState } from 'react';
import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { entities } from 'misskey-js';
import { driveMessages as m } from '../messages';
import { FileTile } from './FileTile';
import { useFolder } from './useFolder';
import '../drive.css';

/**
 * The drive file picker (and, with `mode: 'folder'`, the folder picker): browse folders,
 * choose files (one or several) or the folder shown.
 */
export function PickerDialog(props: {
  mode: 'files' | 'folder';
  multiple?: boolean;
  onDone: (r: { files: entities.DriveFile[] } | { folder: { id: string | null; name: string } } | null) => void;
}) {
  const t = useT();
  const [path, setPath] = useState<{ id: string; name: string }[]>([]);
  const current = path[path.length - 1] ?? null;
  const { folders, files, more, loadMore, loading } = useFolder(current?.id ?? null);
  const [chosen, setChosen] = useState<entities.DriveFile[]>([]);
  const toggle = (f: entities.DriveFile) => {
    if (!props.multiple) return setChosen([f]);
    setChosen((c) => (c.some((x) => x.id === f.id) ? c.filter((x) => x.id !== f.id) : [...c, f]));
  };
  const headingId = useId();
  const title = props.mode === 'files' ? t(m.pickFiles) : t(m.pickFolder);
  return (
    <Modal labelledBy={headingId} onClose={() => props.onDone(null)} className="kite-drive-modal wide">
      <header className="kite-drive-modal-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="kite-icon-button" aria-label={t(m.cancel)} onClick={() => props.onDone(null)}>
          <Icon icon="x" />
        </button>
      </header>
      <nav className="kite-drive-crumbs" aria-label={t(m.folders)}>
        <button type="button" onClick={() => setPath([])}>
          {t(m.root)}
        </button>
        {path.map((p, i) => (
          <span key={p.id}>
            {' '}
            /{' '}
            <button type="button" onClick={() => setPath(path.slice(0, i + 1))}>
              {p.name}
            </button>
          </span>
        ))}
      </nav>
      <div className="kite-drive-grid" aria-busy={loading}>
        {folders.map((f) => (
          <button
            key={f.id}
            type="button"
            className="kite-drive-tile folder"
            aria-label={t(m.openFolder, { name: f.name })}
            onClick={() => setPath([...path, { id: f.id, name: f.name }])}
          >
            <span className="thumb" aria-hidden="true">
              <Icon icon="folder" size={32} />
            </span>
            <span className="name">{f.name}</span>
          </button>
        ))}
        {props.mode === 'files' &&
          files.map((f) => (
            <FileTile key={f.id} file={f} label={f.name} selected={chosen.some((c) => c.id === f.id)} onActivate={() => toggle(f)} />
          ))}
      </div>
      {props.mode === 'files' && more && (
        <button type="button" className="kite-button" onClick={() => void loadMore()}>
          {t(m.loadMore)}
        </button>
      )}
      <footer className="kite-drive-modal-foot">
        {props.mode === 'files' && <span role="status">{t(m.selected, { n: chosen.length })}</span>}
        <button type="button" className="kite-button" onClick={() => props.onDone(null)}>
          {t(m.cancel)}
        </button>
        {props.mode === 'files' ? (
          <button
            type="button"
            className="kite-button kite-button-primary"
            disabled={!chosen.length}
            onClick={() => props.onDone({ files: chosen })}
          >
            {t(m.choose)}
          </button>
        ) : (
          <button
            type="button"
            className="kite-button kite-button-primary"
            onClick={() => props.onDone({ folder: current ? { id: current.id, name: current.name } : { id: null, name: t(m.root) } })}
          >
            {t(m.chooseThisFolder)}
          </button>
        )}
      </footer>
    </Modal>
  );
}
