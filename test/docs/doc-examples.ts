/**
 * Reads the examples out of the documentation (README.md, docs/*.md): in a
 * fenced code block, each `$ npx monocheck ...` line is a command, the lines
 * under it (to the next `$ ` line or the end of the block) its output, and a
 * `$ echo $?` line under it its exit code. The rules are in docs/development.md.
 */

/** A command of a doc example, with what the doc says it prints. */
export interface DocCommand {
  /** 1-based line of the `$ npx monocheck` line in its file. */
  readonly line: number;
  readonly text: string;
  /** The arguments after `npx monocheck`. */
  readonly args: readonly string[];
  /** Lines of output the doc shows (the first is on line `line + 1`). */
  readonly output: readonly string[];
  /** The exit code the doc shows with `$ echo $?`; without one, the command must exit 0. */
  readonly exitCode: number;
  /** The line of the `$ echo $?`, if any. */
  readonly exitCodeLine: number | null;
  /** `# Ctrl-C at the first progress line`: the harness sends SIGINT once stderr shows a progress line. */
  readonly interruptAtProgress: boolean;
}

/** A code block holding commands, run in order in one scratch folder. */
export interface DocBlock {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly commands: readonly DocCommand[];
  /** Set when the block is marked `# not run by npm test: REASON`. */
  readonly notRun: { readonly reason: string; readonly bench: { readonly model: string; readonly workers: number } | null } | null;
}

export class DocExampleError extends Error {}

const FENCE = /^(\s*)(```+|~~~+)/;
const NOT_RUN = /^#\s*not run by npm test:\s*(.+)$/;
const BENCH_SOURCE = /bench\/results\.json (\S+) --workers (\d+)/;
const INTERRUPT = /^Ctrl-C at the first progress line\b/;

/** The example blocks of one markdown file (blocks without a `$ ` line are not examples). */
export function parseDocExamples(file: string, markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (open === null) continue;
    const indent = open[1]?.length ?? 0;
    const fence = open[2] ?? '```';
    const body: { line: number; text: string }[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trimStart().startsWith(fence); j++)
      body.push({ line: j + 1, text: (lines[j] ?? '').slice(indent).trimEnd() });
    if (body.some((entry) => entry.text.startsWith('$ '))) blocks.push(parseBlock(file, i + 1, body));
    i = j;
  }
  return blocks;
}

function parseBlock(file: string, line: number, body: readonly { line: number; text: string }[]): DocBlock {
  const where = (at: number) => `${file}:${at}`;
  let notRun: DocBlock['notRun'] = null;
  const commands: DocCommand[] = [];
  let current: {
    line: number;
    text: string;
    args: string[];
    output: string[];
    exitCode: number;
    exitCodeLine: number | null;
    interruptAtProgress: boolean;
  } | null = null;
  let expectingExitCode: number | null = null;
  for (const entry of body) {
    if (expectingExitCode !== null) {
      if (current === null || !/^\d+$/.test(entry.text))
        throw new DocExampleError(`${where(entry.line)}: \`$ echo $?\` must be followed by the exit code, a number on its own line`);
      current.exitCode = Number(entry.text);
      current.exitCodeLine = expectingExitCode;
      expectingExitCode = null;
      continue;
    }
    if (entry.text.startsWith('$ ')) {
      const shell = entry.text.slice(2).trim();
      if (shell === 'echo $?') {
        if (current === null || current.exitCodeLine !== null)
          throw new DocExampleError(`${where(entry.line)}: \`$ echo $?\` must follow a \`$ npx monocheck\` command (once)`);
        expectingExitCode = entry.line;
        continue;
      }
      if (current !== null) commands.push(current);
      current = null;
      if (!/^npx monocheck(\s|$)/.test(shell)) {
        if (notRun !== null) continue;
        throw new DocExampleError(
          `${where(entry.line)}: only \`$ npx monocheck ...\` and \`$ echo $?\` can be run; mark the block \`# not run by npm test: REASON\` or write the command without \`$ \``,
        );
      }
      // a block that is not run is only read for its figures: its commands may be anything
      const { words, comment } = notRun === null ? shellWords(shell, where(entry.line)) : { words: [], comment: null };
      current = {
        line: entry.line,
        text: shell,
        args: words.slice(2),
        output: [],
        exitCode: 0,
        exitCodeLine: null,
        interruptAtProgress: comment !== null && INTERRUPT.test(comment),
      };
      continue;
    }
    if (current !== null) {
      if (current.exitCodeLine !== null)
        throw new DocExampleError(`${where(entry.line)}: output after \`$ echo $?\`; start a new command with \`$ \``);
      current.output.push(entry.text);
      continue;
    }
    const marker = NOT_RUN.exec(entry.text);
    if (marker !== null && commands.length === 0) {
      const bench = BENCH_SOURCE.exec(marker[1] ?? '');
      notRun = { reason: marker[1] ?? '', bench: bench === null ? null : { model: bench[1] ?? '', workers: Number(bench[2]) } };
    } else if (entry.text.trim() !== '' && notRun === null) {
      throw new DocExampleError(
        `${where(entry.line)}: a line before the block's first \`$ \` command (only \`# not run by npm test: REASON\` may come first)`,
      );
    }
  }
  if (expectingExitCode !== null) throw new DocExampleError(`${where(expectingExitCode)}: \`$ echo $?\` must be followed by the exit code`);
  if (current !== null) commands.push(current);
  return { file, line, commands, notRun };
}

/** Splits a command line as a POSIX shell would for plain words and quotes; pipes, redirections and substitutions are refused. */
export function shellWords(command: string, where: string): { words: string[]; comment: string | null } {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const char = command[i] as string;
    if (char === ' ' || char === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (char === '#' && word === null) {
      return { words, comment: command.slice(i + 1).trim() };
    } else if (char === "'" || char === '"') {
      const end = command.indexOf(char, i + 1);
      if (end < 0) throw new DocExampleError(`${where}: unclosed ${char} in \`${command}\``);
      if (char === '"' && /[$`\\]/.test(command.slice(i + 1, end)))
        throw new DocExampleError(
          `${where}: \`$\`, \`\`\` or \`\\\` inside double quotes in \`${command}\`: the examples run without a shell`,
        );
      word = (word ?? '') + command.slice(i + 1, end);
      i = end;
    } else if ('|&;<>`$()\\*?'.includes(char)) {
      throw new DocExampleError(`${where}: \`${char}\` in \`${command}\`: the examples run without a shell (plain words and quotes only)`);
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return { words, comment: null };
}

/** A ```ts block that imports the library and ends with `// prints:` and the lines it prints. */
export interface DocSnippet {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly code: string;
  readonly prints: readonly string[];
  /** 1-based line of the first printed line. */
  readonly printsLine: number;
}

/** The library snippets of one markdown file. */
export function parseDocSnippets(file: string, markdown: string): DocSnippet[] {
  const snippets: DocSnippet[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i] ?? '')) continue;
    const end = lines.findIndex((text, index) => index > i && text.startsWith('```'));
    const body = lines.slice(i + 1, end < 0 ? lines.length : end);
    const printsAt = body.findIndex((text) => text.trim() === '// prints:');
    if (body.some((text) => /from 'monocheck'/.test(text)) && printsAt >= 0) {
      snippets.push({
        file,
        line: i + 1,
        code: body.slice(0, printsAt).join('\n'),
        prints: body.slice(printsAt + 1).map((text) => text.replace(/^\/\/ ?/, '')),
        printsLine: i + printsAt + 3,
      });
    }
    i = end < 0 ? lines.length : end;
  }
  return snippets;
}
