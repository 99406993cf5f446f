/**
 * A landing table to set beside a simulation's (`simulate --stats landing
 * --compare-landing FILE`): the first Markdown table of a file, as the
 * landing-frequency seed's reference gives it, with a `square` column (the
 * square's number, GO = 0, as in Monopoly.tla) and a `count` or a `frequency`
 * column (`11.61 %`), one row for each of the 40 squares. With counts, the
 * frequencies are computed from them (the percentages of a table are rounded).
 */
import { excerpt } from '../input/quote.js';
import { SQUARE_COUNT } from './board.js';

export interface LandingReference {
  /** Per square 0..39, the reference's relative frequency (0..1). */
  readonly frequencies: readonly number[];
  /** The landings the reference counted, when it gives counts. */
  readonly total: number | null;
}

/** What is wrong with the table, and on which line of the file (1-based) when one line is to blame. */
export class LandingReferenceError extends Error {
  override readonly name = 'LandingReferenceError';
  constructor(
    readonly line: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

interface TableLine {
  readonly line: number;
  readonly cells: readonly string[];
}

/** The cells of a Markdown table row (`| a | b |` gives a, b). */
function cellsOf(text: string): string[] {
  const inner = text.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|').map((cell) => cell.trim());
}

/** The lines of the file's first Markdown table, its separator row (`|---|`) left out. */
function firstTable(text: string): TableLine[] {
  const table: TableLine[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    if (!line.trim().startsWith('|')) {
      if (table.length > 0) break;
      continue;
    }
    const cells = cellsOf(line);
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    table.push({ line: index + 1, cells });
  }
  return table;
}

function columnOf(header: TableLine, name: string): number {
  return header.cells.findIndex((cell) => cell.toLowerCase() === name);
}

const quoted = (cell: string | undefined) => `'${excerpt(cell ?? '')}'`;

/** A count: digits with optional thousands commas. */
function countOf(cell: string | undefined, line: number): number {
  if (cell === undefined || !/^\d{1,3}(,\d{3})*$|^\d+$/.test(cell))
    throw new LandingReferenceError(line, `the count ${quoted(cell)} is not a whole number (like 40,637)`);
  return Number(cell.replace(/,/g, ''));
}

/** A percentage (`11.61 %`, `11.61%`) as a fraction. */
function percentageOf(cell: string | undefined, line: number): number {
  const match = /^(\d+(?:\.\d+)?)\s*%$/.exec(cell ?? '');
  if (match === null) throw new LandingReferenceError(line, `the frequency ${quoted(cell)} is not a percentage (like 11.61 %)`);
  return Number(match[1]) / 100;
}

function squareOf(cell: string | undefined, line: number): number {
  const square = /^\d+$/.test(cell ?? '') ? Number(cell) : NaN;
  if (!(square < SQUARE_COUNT))
    throw new LandingReferenceError(line, `the square ${quoted(cell)} is not a square's number, 0 (GO) to ${SQUARE_COUNT - 1}`);
  return square;
}

/** Reads the table (see the file's comment); throws LandingReferenceError saying what is wrong and where. */
export function parseLandingReference(text: string): LandingReference {
  const [header, ...rows] = firstTable(text);
  if (header === undefined) throw new LandingReferenceError(undefined, 'there is no Markdown table in it (lines starting with |)');
  const squareColumn = columnOf(header, 'square');
  const countColumn = columnOf(header, 'count');
  const frequencyColumn = columnOf(header, 'frequency');
  const columns = header.cells.map(quoted).join(', ');
  if (squareColumn < 0) throw new LandingReferenceError(header.line, `the table's header has no 'square' column (its columns: ${columns})`);
  if (countColumn < 0 && frequencyColumn < 0)
    throw new LandingReferenceError(
      header.line,
      `the table's header has neither a 'count' nor a 'frequency' column (its columns: ${columns})`,
    );
  const values = new Array<number | undefined>(SQUARE_COUNT).fill(undefined);
  for (const row of rows) {
    const square = squareOf(row.cells[squareColumn], row.line);
    if (values[square] !== undefined) throw new LandingReferenceError(row.line, `square ${square} has a second row`);
    values[square] = countColumn >= 0 ? countOf(row.cells[countColumn], row.line) : percentageOf(row.cells[frequencyColumn], row.line);
  }
  const missing = values.flatMap((value, square) => (value === undefined ? [square] : []));
  if (missing.length > 0)
    throw new LandingReferenceError(
      undefined,
      `the table has no row for square${missing.length === 1 ? '' : 's'} ${missing.join(', ')}: ` +
        `it needs one for each of the ${SQUARE_COUNT} squares`,
    );
  const numbers = values as number[];
  if (countColumn < 0) return { frequencies: numbers, total: null };
  const total = numbers.reduce((sum, count) => sum + count, 0);
  if (total === 0) throw new LandingReferenceError(undefined, 'every count in the table is 0');
  return { frequencies: numbers.map((count) => count / total), total };
}
