import { useEffect, useRef, useState } from 'react';
import { useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The sticky note widget: a text kept with the widget's settings, saved a second after typing stops (or with the button). */
export default function MemoWidget(props: WidgetProps) {
  const t = useT();
  const stored = typeof props.settings['text'] === 'string' ? props.settings['text'] : '';
  const [text, setText] = useState(stored);
  const timer = useRef<number | undefined>(undefined);
  const { updateSettings } = props;
  const save = (v: string) => {
    window.clearTimeout(timer.current);
    updateSettings({ text: v });
  };
  // Another tab or device changed it: take theirs unless typing here is not saved yet.
  useEffect(() => {
    if (timer.current === undefined) setText(stored);
  }, [stored]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const dirty = text !== stored;
  return (
    <div className="kite-wmemo">
      <textarea
        aria-label={t(m.memoPlaceholder)}
        placeholder={t(m.memoPlaceholder)}
        style={{ height: `${Number(props.settings['height']) || 100}px` }}
        value={text}
        onChange={(e) => {
          const v = e.currentTarget.value;
          setText(v);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            timer.current = undefined;
            updateSettings({ text: v });
          }, 1000);
        }}
        onBlur={() => dirty && save(text)}
      />
      <div className="kite-wmemo-foot">
        {dirty ? (
          <button type="button" className="kite-button" onClick={() => save(text)}>
            {t(m.memoSave)}
          </button>
        ) : (
          <span role="status">{stored ? t(m.memoSaved) : ''}</span>
        )}
      </div>
    </div>
  );
}
