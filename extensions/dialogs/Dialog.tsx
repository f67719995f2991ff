import { useId, useState } from 'react';
import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { DialogOptions, DialogResult, IconSpec } from '@kite/sdk';
import { defaultOkLabel, inputStatus } from './validate';
import { dialogMessages as m } from './messages';

const typeIcons: Record<NonNullable<DialogOptions['type']>, IconSpec> = {
  info: 'info',
  success: 'check',
  error: 'x',
  warning: 'alert',
  question: 'info',
  waiting: 'clock',
};

/**
 * A dialog of spec 1 §2.9 / §3: icon, title, text, an input or a select, actions, OK and
 * Cancel. OK is disabled and Enter ignored while the input is invalid (§5).
 */
export function Dialog(props: { opts: DialogOptions; done: (r: DialogResult) => void }) {
  const { opts, done } = props;
  const t = useT();
  const titleId = useId();
  const statusId = useId();
  const [value, setValue] = useState(opts.input?.default != null ? String(opts.input.default) : '');
  const firstOption = opts.select?.items?.[0]?.value ?? opts.select?.groupedItems?.[0]?.items[0]?.value ?? '';
  const [selected, setSelected] = useState(opts.select?.default ?? firstOption);
  const status = opts.input ? inputStatus(value, opts.input) : { kind: 'ok' as const };
  const valid = status.kind === 'ok';
  const cancel = () => done({ canceled: true });
  const ok = () => {
    if (!valid) return;
    const result = opts.input ? (opts.input.type === 'number' ? Number(value) : value) : opts.select ? selected : true;
    done({ canceled: false, result });
  };
  const icon = opts.icon ?? (opts.type ? typeIcons[opts.type] : null);
  const showOk = opts.showOkButton ?? true;
  return (
    <Modal
      onClose={cancel}
      closeOnBackdrop={opts.cancelableByBgClick ?? true}
      className="kite-dialog"
      {...(opts.title ? { labelledBy: titleId } : { label: opts.type ? t(m[opts.type]) : (opts.text ?? t(m.question)) })}
    >
      {icon && (
        <div className={`kite-dialog-icon kite-dialog-${opts.type ?? 'info'}`}>
          <Icon icon={icon} size={32} />
        </div>
      )}
      {opts.title && (
        <h2 id={titleId} className="kite-dialog-title">
          {opts.title}
        </h2>
      )}
      {opts.text && <p className="kite-dialog-text">{opts.text}</p>}
      {opts.input && (
        <div className="kite-dialog-input">
          <span className="kite-input-wrap">
            {opts.input.type === 'password' && <Icon icon="lock" />}
            <input
              data-autofocus
              type={opts.input.type ?? 'text'}
              value={value}
              placeholder={opts.input.placeholder}
              autoComplete={opts.input.autocomplete}
              aria-label={opts.title ?? opts.input.placeholder ?? t(m.question)}
              aria-invalid={!valid}
              aria-describedby={statusId}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  ok();
                }
              }}
            />
          </span>
          <span id={statusId} className="kite-dialog-status" role="status">
            {status.kind === 'charactersBelow' && t(m.charactersBelow, { current: status.current, min: status.min })}
            {status.kind === 'charactersExceeded' && t(m.charactersExceeded, { current: status.current, max: status.max })}
          </span>
        </div>
      )}
      {opts.select && (
        <select
          data-autofocus
          className="kite-dialog-select"
          aria-label={opts.title ?? t(m.question)}
          value={selected}
          onChange={(e) => setSelected(e.target.value)}
        >
          {opts.select.items?.map((i) => (
            <option key={i.value} value={i.value}>
              {i.text}
            </option>
          ))}
          {opts.select.groupedItems?.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.items.map((i) => (
                <option key={i.value} value={i.value}>
                  {i.text}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
      {(showOk || opts.showCancelButton) && (
        <div className="kite-dialog-buttons">
          {showOk && (
            <button type="button" className="kite-button kite-button-primary" disabled={!valid} onClick={ok}>
              {opts.okText ?? t(m[defaultOkLabel(opts)])}
            </button>
          )}
          {opts.showCancelButton && (
            <button type="button" className="kite-button" onClick={cancel}>
              {opts.cancelText ?? t(m.cancel)}
            </button>
          )}
        </div>
      )}
      {opts.actions && (
        <div className="kite-dialog-buttons">
          {opts.actions.map((a) => (
            <button
              key={a.text}
              type="button"
              className={`kite-button ${a.primary ? 'kite-button-primary' : ''} ${a.danger ? 'kite-button-danger' : ''}`}
              onClick={() => {
                a.callback();
                done({ canceled: false, result: a.text });
              }}
            >
              {a.text}
            </button>
          ))}
        </div>
      )}
    </Modal>
  );
}
