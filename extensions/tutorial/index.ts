import { createElement, lazy, useEffect } from 'react';
import { AchievementEvents, Hotkeys, Overlays, Preferences, defineExtension } from '@kite/sdk';
import type { Disposable, ExtensionContext } from '@kite/sdk';
import { tutorialPrefDefaults } from './prefs';
import { tutorialMessages as m } from './messages';

/* The walkthrough (its code and step texts) loads on first launch; only the menu entry is always there. */
const TutorialDialog = lazy(() => import('./TutorialDialog'));

/**
 * Each activation's launcher, for the declared menu item: it holds what activation set up (the
 * preference group, the walkthrough open now). The item's action activates the extension first.
 */
const launchers = new WeakMap<ExtensionContext, () => void>();

/** "Launch tutorial" in the about menu (signed in only, spec 1 §2.6): a six-step walkthrough of Kite's basics. */
export default defineExtension({
  id: 'tutorial',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: [],
  optional: [AchievementEvents, Hotkeys],
  contributes: {
    menuItems: [
      {
        location: 'about',
        id: 'tutorial',
        text: m.launch,
        icon: 'rocket',
        show: (_, who) => who.signedIn,
        action: (_, ctx) => launchers.get(ctx)?.(),
      },
    ],
  },
  activate(ctx) {
    const prefs = ctx.get(Preferences).define('tutorial', { ...tutorialPrefDefaults });
    const completed = () => {
      if (ctx.has(AchievementEvents)) ctx.get(AchievementEvents).fire('tutorialCompleted');
    };
    let open: Disposable | null = null;
    function Tutorial({ close }: { close: () => void }) {
      useEffect(() => {
        // Single-key shortcuts (p, d, s…) stay quiet while the walkthrough has the keyboard.
        const quiet = ctx.has(Hotkeys) ? ctx.get(Hotkeys).suspend() : null;
        return () => {
          quiet?.dispose();
          open = null;
        };
      }, []);
      return createElement(TutorialDialog, { close, prefs, onFinish: completed });
    }
    launchers.set(ctx, () => {
      // One walkthrough at a time (a second launch while it loads is ignored).
      if (open) return;
      const handle = ctx.get(Overlays).mount(Tutorial);
      open = {
        dispose() {
          open = null;
          handle.dispose();
        },
      };
    });
    ctx.onDispose(() => {
      launchers.delete(ctx);
      open?.dispose();
    });
  },
});
