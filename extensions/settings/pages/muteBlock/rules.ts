/**
 * Word-mute rules as the server stores them (`mutedWords`): per line either a list of words that
 * must all appear, or one string `/regex/flags`. Text form: one rule per line, words separated by spaces.
 */
export type MuteRule = string | string[];

export function rulesToText(rules: readonly MuteRule[]): string {
  return rules.map((r) => (Array.isArray(r) ? r.join(' ') : r)).join('\n');
}

/** Parses the text form; a line that looks like a regex but does not compile is reported by its 1-based number. */
export function textToRules(text: string): { ok: true; rules: MuteRule[] } | { ok: false; line: number } {
  const rules: MuteRule[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const re = /^\/(.+)\/([a-z]*)$/.exec(line);
    if (re) {
      try {
        new RegExp(re[1], re[2]);
      } catch {
        return { ok: false, line: i + 1 };
      }
      rules.push(line);
    } else {
      rules.push(line.split(/\s+/));
    }
  }
  return { ok: true, rules };
}

export function hostsToText(hosts: readonly string[]): string {
  return hosts.join('\n');
}

export function textToHosts(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
}
