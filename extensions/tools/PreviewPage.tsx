import { useId, useState } from 'react';
import { NoteViews, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { toolsMessages as m } from './messages';
import { toolsNavMessages as nav } from './navMessages';
import './tools.css';

/** /preview: MFM rendered (by the notes extension's renderer) as you type. */
export default function PreviewPage() {
  const t = useT();
  const views = useService(NoteViews);
  const inputId = useId();
  const outId = useId();
  const [text, setText] = useState('');
  return (
    <article className="kite-panel kite-tools">
      <PageHeader title={t(nav.preview)} icon="code" />
      <div className="kite-tools-preview">
        <div>
          <label htmlFor={inputId}>{t(m.previewInput)}</label>
          <textarea
            id={inputId}
            className="kite-tools-code"
            rows={8}
            value={text}
            placeholder={t(m.previewPlaceholder)}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <section aria-labelledby={outId} className="kite-tools-rendered">
          <h2 id={outId}>{t(m.previewOutput)}</h2>
          <div data-testid="mfm-preview">
            <views.Mfm text={text} />
          </div>
        </section>
      </div>
    </article>
  );
}
