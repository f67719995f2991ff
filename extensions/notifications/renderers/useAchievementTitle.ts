import { useEffect, useState } from 'react';
import { Commands, useService } from '@kite/sdk';

/**
 * An achievement's title from the achievements extension (its `achievements.title` command);
 * the raw name (`notes10`) while it answers, or when that extension is switched off.
 */
export function useAchievementTitle(name: string): string {
  const commands = useService(Commands);
  const [found, setFound] = useState<{ name: string; title: string } | null>(null);
  useEffect(() => {
    if (!commands.has('achievements.title')) return;
    let live = true;
    commands.run('achievements.title', name).then(
      (title) => {
        if (live && typeof title === 'string') setFound({ name, title });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [commands, name]);
  return found?.name === name ? found.title : name;
}
