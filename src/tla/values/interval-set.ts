/**
 * The interval a..b (TLC's IntervalValue): membership by comparison, listed
 * only when needed, printed `a..b` (`{}` when empty), and reducible: \cup,
 * \cap and \ with it are computed at once.
 */
import { isModel } from './conversions.js';
import { tlcFailure } from './errors.js';
import { printValue } from './print.js';
import { LazySet, SetValue, type Value } from './value.js';

export class IntervalSet extends LazySet {
  readonly kindText = 'a set of the form i..j';
  readonly enumerable = true;
  override readonly reducible = true;
  private listed: readonly number[] | undefined = undefined;

  constructor(
    readonly low: number,
    readonly high: number,
  ) {
    super();
  }

  /** IntervalValue.size, with its error past 32 bits. */
  size(): number {
    if (this.high < this.low) return 0;
    const size = this.high - this.low + 1;
    if (size > 2147483647) throw tlcFailure(`Size of interval value exceeds the maximum representable size (32bits): ${printValue(this)}.`);
    return size;
  }

  member(element: Value): boolean {
    if (typeof element === 'number') return element >= this.low && element <= this.high;
    if (this.low <= this.high && !(isModel(element) && element.type === '')) {
      throw tlcFailure(`Attempted to check if the value:\n${printValue(element)}\nis in the integer interval ${printValue(this)}`);
    }
    return false;
  }

  isFinite(): boolean {
    return true;
  }

  elementsInTlcOrder(): readonly Value[] {
    if (this.listed === undefined) {
      const size = this.size();
      const listed = new Array<number>(size);
      for (let index = 0; index < size; index++) listed[index] = this.low + index;
      this.listed = listed;
    }
    return this.listed;
  }

  /** An interval's elements when it has at most a few thousand. */
  override cheapElements(): readonly Value[] | undefined {
    return this.high - this.low < 4096 ? this.elementsInTlcOrder() : undefined;
  }

  notation(): string {
    return this.low <= this.high ? `${this.low}..${this.high}` : '{}';
  }

  /** IntervalValue.compareTo: by size, then by the lower bound. */
  override compareSameKind(other: LazySet): number | undefined {
    if (!(other instanceof IntervalSet)) return undefined;
    const sizes = this.size() - other.size();
    if (sizes !== 0 || this.size() === 0) return sizes;
    return this.low < other.low ? -1 : this.low > other.low ? 1 : 0;
  }

  override equalsSameKind(other: LazySet): boolean | undefined {
    if (!(other instanceof IntervalSet)) return undefined;
    if (this.size() === 0) return other.size() === 0;
    return this.low === other.low && this.high === other.high;
  }

  protected listElements(): SetValue {
    return new SetValue(this.elementsInTlcOrder());
  }
}

/** a..b */
export function interval(low: number, high: number): IntervalSet {
  return new IntervalSet(low, high);
}
