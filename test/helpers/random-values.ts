/**
 * Seeded random TLA+ values and Monopoly states for round-trip property
 * tests. Values are generated in the form TLC prints back unchanged: a
 * function's domain is never 1..n (that prints as a tuple) nor all names
 * (that prints as a record), and a set's elements are distinct.
 */
import { tlaEquals, tlaFunction, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { Deeds, Streets } from '../../src/monopoly/board.js';
import { PhaseNames } from '../../src/monopoly/layout.js';

export class RandomValues {
  constructor(readonly random: () => number) {}

  integer(low: number, high: number): number {
    return low + Math.floor(this.random() * (high - low + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[this.integer(0, items.length - 1)] as T;
  }

  boolean(): boolean {
    return this.random() < 0.5;
  }

  string(): string {
    const alphabet = ['a', 'Z', '7', ' ', '"', '\\', '\n', '\t', 'é', '@', ':', '>', '(', ','];
    return Array.from({ length: this.integer(0, 6) }, () => this.pick(alphabet)).join('');
  }

  /** Any value, nested at most `depth` deep. */
  value(depth = 3): TlaValue {
    const kind = depth <= 0 ? this.integer(0, 2) : this.integer(0, 6);
    switch (kind) {
      case 0:
        return this.integer(-100000, 100000) * (this.boolean() ? 1 : 30000);
      case 1:
        return this.string();
      case 2:
        return this.boolean();
      case 3:
        return Array.from({ length: this.integer(0, 4) }, () => this.value(depth - 1));
      case 4: {
        const keys = new Set<number>();
        const size = this.integer(1, 5);
        while (keys.size < size) keys.add(this.integer(-5, 40));
        const sorted = [...keys].sort((a, b) => a - b);
        if (sorted.every((key, index) => key === index + 1)) keys.add(100);
        return tlaFunction([...keys].map((key) => [key, this.value(depth - 1)] as const));
      }
      case 5: {
        const fields: Record<string, TlaValue> = {};
        for (let i = this.integer(1, 4); i > 0; i--) fields[this.pick(['a', 'b', 'phase', 'x_1', 'Owner'])] = this.value(depth - 1);
        return { kind: 'record', fields };
      }
      default: {
        const elements: TlaValue[] = [];
        for (let i = this.integer(0, 4); i > 0; i--) {
          const element = this.value(depth - 1);
          if (!elements.some((other) => tlaEquals(other, element))) elements.push(element);
        }
        return { kind: 'set', elements };
      }
    }
  }

  /** A state any Monopoly model with N players can hold (not necessarily reachable). */
  monopolyState(n: number): TlaState {
    const players = (make: () => TlaValue) => Array.from({ length: n }, make);
    return {
      position: players(() => this.integer(0, 39)),
      money: players(() => this.pick([this.integer(-2000, 5000), this.integer(-(2 ** 31), 2 ** 31 - 1)])),
      inJail: players(() => this.boolean()),
      jailTurns: players(() => this.integer(0, 3)),
      bankrupt: players(() => this.boolean()),
      owner: tlaFunction(Deeds.map((square) => [square, this.integer(0, n)] as const)),
      houses: tlaFunction(Streets.map((square) => [square, this.integer(0, 5)] as const)),
      mortgaged: tlaFunction(Deeds.map((square) => [square, this.boolean()] as const)),
      current: this.integer(1, n),
      dice: [this.integer(1, 6), this.integer(1, 6)],
      doublesCount: this.integer(0, 3),
      phase: this.pick(PhaseNames),
    };
  }
}
