/**
 * The Monopoly board as both board pages draw it (the HTML trace viewer and
 * the explorer): the 40 squares on an 11 by 11 grid, tokens, owners' colours
 * on deeds, houses and hotels, mortgages; the turn, phase and dice; a card per
 * player; and the entries the last step changed, highlighted.
 */
import type { ViewerChange, ViewerDeed, ViewerPlayer, ViewerSquare, ViewerState } from '../viewer-data.js';
import { clear, element, money } from './dom.js';

const PLAYER_COLOURS = ['var(--player1)', 'var(--player2)', 'var(--player3)', 'var(--player4)'];
/** Variables keyed by player (shown on the player cards) and by square (shown on the board). */
const PER_PLAYER = ['position', 'money', 'inJail', 'jailTurns', 'bankrupt'];
const PER_SQUARE = ['owner', 'houses', 'mortgaged'];

function colourOf(player: number): string {
  return PLAYER_COLOURS[(player - 1) % PLAYER_COLOURS.length] ?? 'var(--player1)';
}

/** Grid row and column (1-based) of a square: GO bottom right, then clockwise. */
function placeOf(square: number): [number, number] {
  if (square <= 10) return [11, 11 - square];
  if (square <= 20) return [11 - (square - 10), 1];
  if (square <= 30) return [1, 1 + (square - 20)];
  return [1 + (square - 30), 11];
}

/** Where a board page draws: the board's grid, the status line and the player cards. */
export interface BoardElements {
  readonly board: HTMLElement;
  readonly status: HTMLElement;
  readonly players: HTMLElement;
}

interface SquareCell {
  readonly cell: HTMLElement;
  readonly deedState: HTMLElement;
  readonly tokens: HTMLElement;
}

export class BoardView {
  private readonly cells = new Map<number, SquareCell>();
  private readonly names = new Map<number, string>();

  constructor(
    private readonly elements: BoardElements,
    squares: readonly ViewerSquare[],
  ) {
    for (const square of squares) this.addSquare(square);
  }

  /** `Baltic Avenue`, or `square 3` for a number the board lacks. */
  nameOf(square: number): string {
    return this.names.get(square) ?? `square ${square}`;
  }

  /** Draws `state` and highlights what its step changed. */
  show(state: ViewerState, changed: readonly ViewerChange[]): void {
    this.drawSquares(state);
    this.drawStatus(state);
    this.drawPlayers(state);
    this.highlight(changed);
  }

  private addSquare(square: ViewerSquare): void {
    const cell = element('div', `square ${square.kind}`);
    const [row, column] = placeOf(square.number);
    cell.style.gridRow = String(row);
    cell.style.gridColumn = String(column);
    cell.setAttribute('data-square', String(square.number));
    cell.title = `${square.name} (${square.number})`;
    if (square.group !== null) {
      const band = element('div', 'band');
      band.style.background = `var(--${square.group})`;
      cell.appendChild(band);
    }
    cell.appendChild(element('div', 'name', square.name));
    if (square.price !== null) cell.appendChild(element('div', 'price', `$${square.price}`));
    const deedState = cell.appendChild(element('div', 'deed-state'));
    const tokens = cell.appendChild(element('div', 'tokens'));
    cell.appendChild(element('div', 'number', String(square.number)));
    this.elements.board.appendChild(cell);
    this.cells.set(square.number, { cell, deedState, tokens });
    this.names.set(square.number, square.name);
  }

  private drawSquares(state: ViewerState): void {
    const deeds = new Map<number, ViewerDeed>(state.deeds.map((deed) => [deed.square, deed]));
    for (const [square, { cell, deedState, tokens }] of this.cells) {
      clear(deedState);
      clear(tokens);
      cell.classList.remove('owned', 'mortgaged');
      cell.removeAttribute('data-owner');
      cell.style.removeProperty('--owner-colour');
      const deed = deeds.get(square);
      if (deed !== undefined) drawDeed(cell, deedState, deed);
    }
    for (const player of state.players) this.cells.get(player.position)?.tokens.appendChild(tokenOf(player, state.current));
  }

  private drawStatus(state: ViewerState): void {
    const status = this.elements.status;
    clear(status);
    const dice = element('span', 'dice');
    dice.append(element('span', 'die', String(state.dice[0])), ' ', element('span', 'die', String(state.dice[1])));
    status.append(
      field('Turn:', `player ${state.current}`, 'current'),
      field('Phase:', state.phase, 'phase'),
      field('Dice:', dice, 'dice'),
      field('Doubles in a row:', String(state.doublesCount), 'doublesCount'),
    );
  }

  private drawPlayers(state: ViewerState): void {
    const players = this.elements.players;
    clear(players);
    for (const player of state.players) {
      const current = player.number === state.current;
      const card = element('div', `player${current ? ' current' : ''}${player.bankrupt ? ' bankrupt' : ''}`);
      card.setAttribute('data-player', String(player.number));
      card.style.setProperty('--player-colour', colourOf(player.number));
      card.appendChild(element('div', 'who', `Player ${player.number}${current ? ' (to play)' : ''}`));
      card.appendChild(withField(element('div', 'cash', money(player.money)), 'money'));
      card.appendChild(withField(element('div', 'where', `on ${this.nameOf(player.position)} (${player.position})`), 'position'));
      const flags: string[] = [];
      if (player.bankrupt) flags.push('BANKRUPT');
      if (player.inJail) flags.push(`in jail (turn ${player.jailTurns})`);
      const flagName = player.bankrupt ? 'bankrupt' : player.inJail ? 'inJail' : 'flags';
      card.appendChild(withField(element('div', 'flags', flags.length > 0 ? flags.join(', ') : 'playing'), flagName));
      players.appendChild(card);
    }
  }

  private highlight(changed: readonly ViewerChange[]): void {
    for (const node of Array.from(document.querySelectorAll('.changed'))) node.classList.remove('changed');
    for (const entry of changed) {
      for (const target of this.targetsOf(entry)) target?.classList.add('changed');
    }
  }

  /** The elements that show a changed entry. */
  private targetsOf(entry: ViewerChange): (Element | null | undefined)[] {
    const key = String(entry.key);
    if (PER_SQUARE.includes(entry.variable)) return [this.cells.get(Number(entry.key))?.cell];
    if (!PER_PLAYER.includes(entry.variable)) return [this.elements.status.querySelector(`[data-field="${entry.variable}"]`)];
    const card = this.elements.players.querySelector(`.player[data-player="${key}"]`);
    const onCard = ['jailTurns', 'inJail', 'bankrupt'].includes(entry.variable) ? '.flags' : `[data-field="${entry.variable}"]`;
    const token = entry.variable === 'position' ? this.elements.board.querySelector(`.token[data-player="${key}"]`) : null;
    return [card?.querySelector(onCard), token];
  }
}

function drawDeed(cell: HTMLElement, deedState: HTMLElement, deed: ViewerDeed): void {
  if (deed.owner > 0) {
    cell.classList.add('owned');
    cell.setAttribute('data-owner', String(deed.owner));
    cell.style.setProperty('--owner-colour', colourOf(deed.owner));
    deedState.appendChild(element('span', 'owner-tag', `P${deed.owner}`));
  }
  if (deed.houses !== null && deed.houses > 0) {
    const buildings = element('div', 'buildings');
    if (deed.houses >= 5) buildings.appendChild(element('span', 'hotel', 'H'));
    else for (let house = 0; house < deed.houses; house++) buildings.appendChild(element('span', 'house'));
    buildings.title = deed.houses >= 5 ? 'a hotel' : `${deed.houses} ${deed.houses === 1 ? 'house' : 'houses'}`;
    deedState.appendChild(buildings);
  }
  if (deed.mortgaged) {
    cell.classList.add('mortgaged');
    deedState.appendChild(element('div', 'mortgage-tag', 'MORTGAGED'));
  }
}

function tokenOf(player: ViewerPlayer, current: number): HTMLElement {
  const classes =
    `token${player.inJail ? ' jailed' : ''}${player.bankrupt ? ' bankrupt' : ''}` + `${player.number === current ? ' current' : ''}`;
  const token = element('span', classes, String(player.number));
  token.style.background = colourOf(player.number);
  token.setAttribute('data-player', String(player.number));
  token.title = `player ${player.number}${player.bankrupt ? ' (bankrupt)' : player.inJail ? ' (in jail)' : ''}`;
  return token;
}

function withField<T extends HTMLElement>(node: T, name: string): T {
  node.setAttribute('data-field', name);
  return node;
}

function field(label: string, value: string | Node, name: string): HTMLElement {
  const node = withField(element('span', 'field'), name);
  node.append(element('b', '', `${label} `), value);
  return node;
}
