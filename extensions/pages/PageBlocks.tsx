import type { entities } from 'misskey-js';
import { Api, Loading, NoteViews, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import type { Block } from './blocks';
import { pageMessages as m } from './messages';

/** A note block: the note, fetched by id (a deleted or hidden note says so). */
function NoteBlock({ noteId }: { noteId: string }) {
  const t = useT();
  const api = useService(Api);
  const views = useService(NoteViews);
  const state = useLoad(noteId, () => api.request('notes/show', { noteId }));
  if (state.error) return <p className="kite-page-missing">{t(m.noteMissing)}</p>;
  if (!state.data) return <Loading />;
  return <views.NoteCard note={state.data} />;
}

/** Text an older block keeps in a field the current schema does not name. */
function legacyText(b: object): string | null {
  return 'text' in b && typeof b.text === 'string' ? b.text : null;
}

function OneBlock({ block, files, depth }: { block: Block; files: readonly entities.DriveFile[]; depth: number }) {
  const t = useT();
  const views = useService(NoteViews);
  switch (block.type) {
    case 'text':
      return (
        <div className="kite-page-text">
          <views.Mfm text={block.text} />
        </div>
      );
    case 'section': {
      const H = depth === 0 ? 'h3' : depth === 1 ? 'h4' : 'h5';
      return (
        <section className="kite-page-section">
          <H>{block.title}</H>
          <PageBlocks blocks={block.children} files={files} depth={depth + 1} />
        </section>
      );
    }
    case 'image': {
      const file = files.find((f) => f.id === block.fileId);
      if (!file) return <p className="kite-page-missing">{t(m.imageMissing)}</p>;
      return <views.MediaList files={[file]} />;
    }
    case 'note':
      return block.note ? <NoteBlock noteId={block.note} /> : null;
    default: {
      // A type from the pre-2023 editor (textarea, button, switch, counter…): keep its text when it has one.
      const unknown: object = block;
      const type = 'type' in unknown && typeof unknown.type === 'string' ? unknown.type : '?';
      const text = legacyText(unknown);
      return text !== null && type === 'textarea' ? (
        <p className="kite-page-legacy-text">{text}</p>
      ) : (
        <p className="kite-page-missing">{t(m.oldBlock, { type })}</p>
      );
    }
  }
}

/** The blocks of a page, sections nested; images from the page's attached files. */
export function PageBlocks({
  blocks,
  files,
  depth = 0,
}: {
  blocks: readonly Block[];
  files: readonly entities.DriveFile[];
  depth?: number;
}) {
  return (
    <>
      {blocks.map((b, i) => (
        <OneBlock key={b.id || i} block={b} files={files} depth={depth} />
      ))}
    </>
  );
}
