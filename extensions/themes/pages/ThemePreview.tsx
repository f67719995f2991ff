import { useEffect, useState } from 'react';
import { Theme, useService, useT } from '@kite/sdk';
import type { ThemeDefinition } from '@kite/sdk';
import { themeMessages as m } from '../messages';

/** The theme's colours as CSS custom properties, computed once per theme object. */
export function useThemeVars(theme: ThemeDefinition | null): Record<string, string> | null {
  const service = useService(Theme);
  // The last theme's variables stay until the next theme's arrive; no theme has none.
  const [compiled, setCompiled] = useState<{ theme: ThemeDefinition; vars: Record<string, string> | null } | null>(null);
  useEffect(() => {
    let live = true;
    if (!theme) return;
    service.compile(theme).then(
      (c) => {
        if (live) setCompiled({ theme, vars: Object.fromEntries(Object.entries(c).map(([k, v]) => [`--kite-${k}`, v])) });
      },
      () => {
        if (live) setCompiled({ theme, vars: null });
      },
    );
    return () => {
      live = false;
    };
  }, [service, theme]);
  return theme ? (compiled?.vars ?? null) : null;
}

/** A small picture of a theme: its background, a panel with text, a link, the accent. Drawn with the theme's own variables. */
export function ThemePreview(props: { theme: ThemeDefinition | null; large?: boolean }) {
  const t = useT();
  const vars = useThemeVars(props.theme);
  if (!vars) return <div className="kite-theme-preview" aria-hidden />;
  return (
    <div
      className={`kite-theme-preview${props.large ? ' kite-theme-preview-large' : ''}`}
      style={vars}
      aria-hidden={!props.large}
      data-preview-of={props.theme?.id}
    >
      <div className="kite-theme-preview-panel">
        <span className="kite-theme-preview-dot" />
        <span className="kite-theme-preview-text">{props.large ? t(m.sampleText) : props.theme?.name}</span>
        {props.large && <span className="kite-theme-preview-link">{t(m.sampleLink)}</span>}
        {props.large && <span className="kite-theme-preview-button">{t(m.sampleButton)}</span>}
      </div>
    </div>
  );
}
