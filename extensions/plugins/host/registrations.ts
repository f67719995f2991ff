/**
 * A plugin's registration as an sdk contribution. Titles are bounded and marked with the
 * plugin's name (Kite's words around them), so a plugin's menu or navbar item never reads as
 * one of Kite's own.
 */
import { createElement } from 'react';
import type { entities } from 'misskey-js';
import type { Disposable, ExtensionContext, MenuLocation, MenuTargets } from '@kite/sdk';
import type { HandlerKind } from '../sandbox/protocol';

export type Contributors = Pick<
  ExtensionContext,
  'menuItems' | 'navbar' | 'widgets' | 'noteViewInterruptors' | 'notePostInterruptors' | 'pageViewInterruptors'
>;

function isPostForm(t: MenuTargets[MenuLocation]): t is MenuTargets['postForm'] {
  return 'getText' in t && typeof t.getText === 'function' && 'setText' in t && typeof t.setText === 'function';
}

/** What a registration calls back into the runtime. */
export interface RegistrationHooks {
  action(args: unknown[], invocation?: number): Promise<void>;
  /** A post form action's form, known by its invocation number while the action runs. */
  withPostForm(form: MenuTargets['postForm'], run: (invocation: number) => Promise<void>): Promise<void>;
  interruptNote(note: entities.Note): Promise<entities.Note | null>;
  interruptPost(post: Record<string, unknown>): Promise<Record<string, unknown>>;
  interruptPage(page: entities.Page): Promise<entities.Page>;
  widget(): Promise<unknown>;
}

export function contribute(c: Contributors, kind: HandlerKind, key: string, text: string, h: RegistrationHooks): Disposable {
  switch (kind) {
    case 'note_action':
      return c.menuItems.add({
        location: 'note',
        id: key,
        text,
        icon: 'puzzle',
        action: (t) => ('note' in t ? h.action([t.note]) : undefined),
      });
    case 'user_action':
      return c.menuItems.add({
        location: 'user',
        id: key,
        text,
        icon: 'puzzle',
        action: (t) => ('user' in t ? h.action([t.user]) : undefined),
      });
    case 'post_form_action':
      return c.menuItems.add({
        location: 'postForm',
        id: key,
        text,
        icon: 'puzzle',
        action: (t) => (isPostForm(t) ? h.withPostForm(t, (invocation) => h.action([{ text: t.getText() }], invocation)) : undefined),
      });
    case 'note_view_interruptor':
      return c.noteViewInterruptors.add({ id: key, handler: (note) => h.interruptNote(note) });
    case 'note_post_interruptor':
      return c.notePostInterruptors.add({ id: key, handler: (post) => h.interruptPost(post) });
    case 'page_view_interruptor':
      return c.pageViewInterruptors.add({ id: key, handler: (page) => h.interruptPage(page) });
    // Beyond Misskey: listed under More (and placeable in the bar from the navbar settings).
    case 'navbar_item':
      return c.navbar.add({ id: key, title: text, icon: 'puzzle', action: () => h.action([]) });
    case 'widget':
      return c.widgets.add({
        name: key,
        title: text,
        component: {
          lazy: () =>
            import('../widgets/PluginWidget').then((w) => ({ default: () => createElement(w.PluginWidget, { run: () => h.widget() }) })),
        },
      });
  }
}
