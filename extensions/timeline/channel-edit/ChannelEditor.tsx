import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Drive, Icon, Navigation, Toasts, safeHttpUrl, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, fieldsClass } from '@kite/sdk/kit';
import { DESCRIPTION_MAX, NAME_MAX, colorForInput, formOf, paramsOf, problemOf } from './form';
import type { ChannelForm, FormProblem } from './form';
import { channelEditMessages as m } from './messages';
import { PinnedNotesField } from './PinnedNotesField';
import { useBusyRun } from '../useBusyRun';

/** The editor form: a new channel when `channel` is null, else that channel (with archive / unarchive). */
export function ChannelEditor({ channel }: { channel: entities.Channel | null }) {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const drive = useOptionalService(Drive);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const [form, setForm] = useState<ChannelForm>(() => formOf(channel));
  const [pinned, setPinned] = useState<string[]>(() => [...(channel?.pinnedNoteIds ?? [])]);
  const [archived, setArchived] = useState(channel?.isArchived ?? false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const set = <K extends keyof ChannelForm>(k: K, v: ChannelForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const banner = form.bannerUrl ? safeHttpUrl(form.bannerUrl, globalThis.location?.origin) : null;

  // requestWithUi shows the server's refusal; the form keeps what was typed.
  const { busy, run } = useBusyRun();
  const save = () => {
    const p = problemOf(form);
    setProblem(p);
    if (p) return;
    void run(async () => {
      if (channel) {
        await api.requestWithUi('channels/update', { channelId: channel.id, ...paramsOf(form), pinnedNoteIds: pinned });
        toasts?.show(t(m.saved), { icon: 'check' });
        nav.push(`/channels/${channel.id}`);
      } else {
        const created = await api.requestWithUi('channels/create', paramsOf(form));
        nav.push(`/channels/${created.id}`);
      }
    });
  };
  const chooseBanner = async () => {
    const [file] = drive ? await drive.pickFiles({ multiple: false }) : [];
    if (file) setForm((f) => ({ ...f, bannerId: file.id, bannerUrl: file.url }));
  };
  const setArchive = (value: boolean) =>
    void run(async () => {
      if (!channel) return;
      if (value && dialogs) {
        const ok = await dialogs.confirm({
          type: 'warning',
          title: t(m.archiveConfirmTitle, { name: channel.name }),
          text: t(m.archiveConfirmText),
        });
        if (!ok) return;
      }
      await api.requestWithUi('channels/update', { channelId: channel.id, isArchived: value });
      setArchived(value);
      toasts?.show(t(m.saved), { icon: 'check' });
    });
  const problemText =
    problem?.kind === 'nameRequired'
      ? t(m.nameRequired)
      : problem
        ? t(m.tooLong, { field: t(problem.field === 'name' ? m.name : m.description), max: problem.max })
        : null;
  // Only a banner chosen here can be taken back: channels/update ignores bannerId: null, so a saved one stays.
  const canRemoveBanner = form.bannerId != null;

  return (
    <div className="kite-chedit-page">
      <PageHeader title={channel ? t(m.edit) : t(m.create)} icon="channels" />
      <form
        className={`kite-chedit-form ${fieldsClass}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        {archived && (
          <p className="kite-chedit-note" role="status">
            {t(m.archived)}
          </p>
        )}
        <label>
          <span>{t(m.name)}</span>
          <input value={form.name} required maxLength={NAME_MAX} onChange={(e) => set('name', e.target.value)} />
        </label>
        <label>
          <span>{t(m.description)}</span>
          <textarea rows={4} value={form.description} maxLength={DESCRIPTION_MAX} onChange={(e) => set('description', e.target.value)} />
        </label>
        <fieldset className="kite-chedit-banner">
          <legend>{t(m.banner)}</legend>
          {banner ? <img src={banner.href} alt={t(m.bannerAlt)} /> : <p className="kite-chedit-note">{t(m.noBanner)}</p>}
          <div className="kite-chedit-buttons">
            {drive && (
              <Button onClick={() => void chooseBanner()}>
                <Icon icon="photo" size={16} /> {t(banner ? m.changeBanner : m.setBanner)}
              </Button>
            )}
            {canRemoveBanner && (
              <Button onClick={() => setForm((f) => ({ ...f, bannerId: null, bannerUrl: channel?.bannerUrl ?? null }))}>
                {t(m.removeBanner)}
              </Button>
            )}
          </div>
          {channel?.bannerUrl && <p className="kite-chedit-help">{t(m.bannerKept)}</p>}
        </fieldset>
        <label className="kite-chedit-color">
          <span>{t(m.color)}</span>
          <input type="color" value={colorForInput(form.color)} onChange={(e) => set('color', e.target.value)} />
        </label>
        <label className="kite-chedit-check">
          <input type="checkbox" checked={form.isSensitive} onChange={(e) => set('isSensitive', e.target.checked)} /> {t(m.sensitive)}
        </label>
        <label className="kite-chedit-check">
          <input type="checkbox" checked={form.allowRenoteToExternal} onChange={(e) => set('allowRenoteToExternal', e.target.checked)} />{' '}
          {t(m.allowRenoteToExternal)}
        </label>
        {/* channels/create takes no pinned notes: they are set once the channel exists. */}
        {channel && <PinnedNotesField ids={pinned} onChange={setPinned} initial={channel.pinnedNotes ?? []} />}
        {problemText && (
          <p className="kite-chedit-error" role="alert">
            {problemText}
          </p>
        )}
        <div className="kite-chedit-buttons">
          <Button variant="primary" type="submit" disabled={busy}>
            <Icon icon="check" size={16} /> {channel ? t(m.save) : t(m.create)}
          </Button>
          {channel && (
            <Button variant="danger" disabled={busy} onClick={() => setArchive(!archived)}>
              {t(archived ? m.unarchive : m.archive)}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
