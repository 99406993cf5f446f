/** The `/\ var = value` blocks of TLC's text output as maps from variable to printed value (for comparing, whatever the order). */
export function parseTlaStatesFromTlcOutput(text: string): Record<string, string>[] {
  const states: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let variable: string | null = null;
  for (const line of text.split('\n')) {
    if (/^State \d+: /.test(line)) {
      current = {};
      states.push(current);
      variable = null;
    } else if (current !== null && line.startsWith('/\\ ')) {
      const match = /^\/\\ (\w+) = (.*)$/.exec(line);
      if (match === null) continue;
      variable = match[1] as string;
      current[variable] = match[2] as string;
    } else if (current !== null && variable !== null && line.startsWith('  ')) {
      current[variable] += ` ${line.trim()}`;
    } else if (line.trim() === '') {
      variable = null;
    }
  }
  return states;
}
