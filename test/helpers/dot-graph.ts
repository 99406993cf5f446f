/**
 * A Graphviz file of TLC's -dump dot with its nodes renamed #0, #1, ... in
 * the order their node lines come, so that TLC's fingerprints and
 * monocheck's name the same states alike, and each rank line's nodes sorted
 * (TLC writes them in the order of a Java HashSet of its fingerprints).
 */
export function renamedDot(text: string): string[] {
  const lines = text.split('\n');
  const names = new Map<string, string>();
  for (const line of lines) {
    const node = /^(-?\d+) \[label=/.exec(line);
    if (node !== null) names.set(node[1] as string, `#${names.size}`);
  }
  const rename = (name: string) => names.get(name) ?? `unknown node ${name}`;
  return lines.map((line) => {
    const rank = /^\{rank = same; (.*)\}$/.exec(line);
    if (rank !== null)
      return `{rank = same; ${(rank[1] as string)
        .split(';')
        .filter((name) => name !== '')
        .map(rename)
        .sort()
        .join(';')}}`;
    return line.replace(
      /^(-?\d+)( -> (-?\d+))? /,
      (_, from: string, edge: string | undefined, to: string | undefined) =>
        `${rename(from)}${edge === undefined ? '' : ` -> ${rename(to as string)}`} `,
    );
  });
}
