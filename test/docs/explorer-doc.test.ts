/**
 * The API examples of docs/explorer.md, sent in order to a fresh explorer of
 * specs/n3_m0_x0.cfg: each ```http request block is followed by a ```json
 * block whose first line is `// STATUS` and whose JSON the answer must
 * match, where `"..."` stands for any value, for the rest of an array (as
 * its last element) or of an object (as a key), and for any text inside a
 * string. Lines `Name: value` under the request line are its headers; a
 * body (after a blank line) `@FILE` sends that file of the repository.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExplorer } from '../../src/explore/server.js';
import { ROOT } from '../cli/run-cli.js';
import { explorerOf } from '../helpers/explorer.js';

interface ApiExample {
  readonly line: number;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly status: number;
  readonly answer: unknown;
}

function apiExamples(markdown: string): ApiExample[] {
  const blocks = [...markdown.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((match) => ({
    kind: match[1],
    text: match[2] ?? '',
    line: markdown.slice(0, match.index).split('\n').length,
  }));
  const examples: ApiExample[] = [];
  blocks.forEach((block, i) => {
    if (block.kind !== 'http') return;
    const response = blocks[i + 1];
    if (response?.kind !== 'json')
      throw new Error(`docs/explorer.md:${block.line}: an http block must be followed by a json block with the answer`);
    const [requestLine = '', ...rest] = block.text.trimEnd().split('\n');
    const [method = '', path = ''] = requestLine.split(' ');
    const firstOther = rest.findIndex((line) => !/^[\w-]+: /.test(line));
    const headerCount = firstOther < 0 ? rest.length : firstOther;
    const headers = Object.fromEntries(
      rest.slice(0, headerCount).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const body = rest.slice(headerCount).join('\n').trim();
    const [statusLine = '', ...json] = response.text.split('\n');
    const status = /^\/\/ (\d{3})$/.exec(statusLine);
    if (status === null) throw new Error(`docs/explorer.md:${response.line}: the answer starts with '// STATUS'`);
    examples.push({
      line: block.line,
      method,
      path,
      headers,
      body: body === '' ? null : body,
      status: Number(status[1]),
      answer: JSON.parse(json.join('\n')),
    });
  });
  return examples;
}

/** Where `actual` differs from what the doc shows (see the header). */
function differences(shown: unknown, actual: unknown, at: string): string[] {
  if (shown === '...') return [];
  if (typeof shown === 'string' && shown.includes('...')) {
    const pattern = new RegExp(
      `^${shown
        .split('...')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
      's',
    );
    return typeof actual === 'string' && pattern.test(actual)
      ? []
      : [`${at}: ${JSON.stringify(actual)} does not match ${JSON.stringify(shown)}`];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${at}: not an array: ${JSON.stringify(actual)}`];
    const open = shown[shown.length - 1] === '...';
    const items = open ? shown.slice(0, -1) : shown;
    if (open ? actual.length < items.length : actual.length !== items.length)
      return [`${at}: ${actual.length} elements, the doc shows ${shown.length}${open ? ' and more' : ''}`];
    return items.flatMap((item, index) => differences(item, actual[index], `${at}[${index}]`));
  }
  if (typeof shown === 'object' && shown !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return [`${at}: not an object: ${JSON.stringify(actual)}`];
    const record = actual as Record<string, unknown>;
    const keys = Object.keys(shown).filter((key) => key !== '...');
    const extra = '...' in shown ? [] : Object.keys(record).filter((key) => !keys.includes(key));
    return [
      ...extra.map((key) => `${at}: has ${key}, which the doc does not show (add "...": "..." to say there is more)`),
      ...keys.flatMap((key) =>
        key in record ? differences((shown as Record<string, unknown>)[key], record[key], `${at}.${key}`) : [`${at}: has no ${key}`],
      ),
    ];
  }
  return shown === actual ? [] : [`${at}: ${JSON.stringify(actual)}, the doc shows ${JSON.stringify(shown)}`];
}

const EXAMPLES = apiExamples(readFileSync(`${ROOT}docs/explorer.md`, 'utf8'));
let explorer: RunningExplorer;

beforeAll(async () => {
  ({ explorer } = await explorerOf('specs/n3_m0_x0.cfg'));
});
afterAll(async () => {
  await explorer?.close();
});

async function send(example: ApiExample): Promise<{ status: number; answer: unknown }> {
  const body =
    example.body === null
      ? undefined
      : example.body.startsWith('@')
        ? readFileSync(`${ROOT}${example.body.slice(1)}`, 'utf8')
        : example.body;
  for (;;) {
    const response = await fetch(new URL(example.path, explorer.url), {
      method: example.method,
      headers: example.headers,
      ...(body !== undefined && { body }),
    });
    const answer: unknown = await response.json();
    const shownStatus = (example.answer as { status?: unknown }).status;
    // a search's report is shown once it is done
    const running =
      example.path.startsWith('/api/find/') && (answer as { status?: unknown }).status === 'running' && shownStatus !== 'running';
    if (!running) return { status: response.status, answer };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the API examples of docs/explorer.md', () => {
  it('has examples of every route', () => {
    expect(EXAMPLES.map((example) => `${example.method} ${example.path.replace(/\?.*|\/\d+$/, '')}`)).toEqual(
      expect.arrayContaining(['GET /api/model', 'GET /api/state', 'POST /api/find', 'GET /api/find', 'POST /api/trace']),
    );
  });

  it('answers each as the doc shows, in order', async () => {
    const problems: string[] = [];
    for (const example of EXAMPLES) {
      const { status, answer } = await send(example);
      const where = `docs/explorer.md:${example.line}: ${example.method} ${example.path}`;
      if (status !== example.status) problems.push(`${where}: status ${status}, the doc shows ${example.status}`);
      problems.push(...differences(example.answer, answer, where));
    }
    expect(problems).toEqual([]);
  });
});
