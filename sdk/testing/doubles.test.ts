import { describe, expect, it } from 'vitest';
import { defineMessages } from '../i18n';
import { dialogsDouble, toastsDouble } from './dialogs';
import { i18nDouble } from './i18n';
import { navigationDouble } from './navigation';
import { preferencesDouble } from './preferences';
import { viewerDouble, viewerInfo } from './viewer';
import { meFixture } from './fixtures/users';
import { menusDouble } from './menus';
import { noteFixture } from './fixtures/notes';

const m = defineMessages('test', { hello: 'Hello, {name}', items: '{n} items' });

describe('service doubles', () => {
  it('viewer: a visitor by default; with me, signed in and staff as me is; changes are told', () => {
    expect(viewerInfo()).toEqual({ signedIn: false, me: null, isStaff: false, meta: null });
    const admin = meFixture({ isAdmin: true });
    expect(viewerInfo({ me: admin })).toMatchObject({ signedIn: true, isStaff: true });
    expect(viewerInfo({ me: meFixture() }).isStaff).toBe(false);
    const viewer = viewerDouble();
    const seen: boolean[] = [];
    viewer.subscribe(() => void seen.push(viewer.info.signedIn));
    viewer.setInfo({ me: admin });
    viewer.requestSignin();
    expect(seen).toEqual([true]);
    expect(viewer.signinRequests).toBe(1);
  });

  it('navigation: push, replace and back move through an in-memory history', () => {
    const nav = navigationDouble('/start');
    let changes = 0;
    nav.subscribe(() => void changes++);
    nav.push('/a');
    nav.replace('/b');
    nav.push('/c');
    nav.back();
    expect(nav.current).toBe('/b');
    expect(nav.history).toEqual(['/start', '/b']);
    expect([nav.pushed, nav.replaced, changes]).toEqual([['/a', '/c'], ['/b'], 4]);
  });

  it('dialogs answer as told and record what was shown; toasts record their messages', async () => {
    const dialogs = dialogsDouble({ confirm: (o) => o.title === 'Delete?', open: () => ({ canceled: false, result: 'typed' }) });
    expect(await dialogs.confirm({ title: 'Delete?' })).toBe(true);
    expect(await dialogs.confirm({ title: 'Other?' })).toBe(false);
    expect(await dialogs.open<string>({ title: 'Name', input: {} })).toEqual({ canceled: false, result: 'typed' });
    await dialogs.alert({ title: 'Done' });
    expect(await dialogs.waiting(Promise.resolve(7))).toBe(7);
    expect(dialogs.shown.map((d) => d.kind)).toEqual(['confirm', 'confirm', 'open', 'alert', 'waiting']);
    expect(dialogs.alerts).toEqual([{ title: 'Done' }]);
    expect(await dialogsDouble().open({ title: 'x' })).toEqual({ canceled: true });
    const toasts = toastsDouble();
    toasts.show('Saved', { icon: 'check' });
    expect(toasts.messages).toEqual(['Saved']);
  });

  it('i18n: pack text over en-US, parameters filled, numbers and plurals by language', () => {
    expect(i18nDouble().t(m.hello, { name: 'Ann' })).toBe('Hello, Ann');
    const ja = i18nDouble({ lang: 'ja-JP', messages: { 'test.hello': 'こんにちは、{name}' } });
    expect(ja.t(m.hello, { name: 'Ann' })).toBe('こんにちは、Ann');
    expect(ja.t('plain')).toBe('plain');
    expect(i18nDouble().formatNumber(1234.5)).toBe('1,234.5');
    expect([i18nDouble().plural(1), i18nDouble().plural(2), ja.plural(1)]).toEqual(['one', 'other', 'other']);
  });

  it('preferences: core defaults under the test’s values; a group reads seeded keys and writes under its namespace', () => {
    const prefs = preferencesDouble({ animation: false, 'drive.keepOriginal': true });
    expect(prefs.get('animation')).toBe(false);
    expect(prefs.get('pollingInterval')).toBe(2);
    prefs.set('pollingInterval', 3);
    expect(prefs.state.pollingInterval).toBe(3);
    const drive = prefs.define('drive', { keepOriginal: false, folder: null as string | null });
    expect([drive.get('keepOriginal'), drive.get('folder')]).toEqual([true, null]);
    drive.set('folder', 'f1');
    expect(prefs.state['drive.folder']).toBe('f1');
  });

  it('menus record what opened; a location’s menu holds the items the test contributes there', async () => {
    const menus = menusDouble((location) => (location === 'note' ? [{ type: 'label', text: 'Contributed' }] : []));
    await menus.popup([{ type: 'divider' }], null, { align: 'left' });
    let prevented = false;
    await menus.context([], { clientX: 3, clientY: 4, preventDefault: () => void (prevented = true) });
    await menus.openFor('note', { note: noteFixture() }, null);
    expect(menus.opened.map((m) => m.kind)).toEqual(['popup', 'context', 'location']);
    expect(menus.lastItems).toEqual([{ type: 'label', text: 'Contributed' }]);
    expect(menus.itemsFor('user', { user: meFixture() })).toEqual([]);
    expect(prevented).toBe(true);
  });
});
