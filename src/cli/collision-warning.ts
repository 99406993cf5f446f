/**
 * The warning a 64-bit run gets once TLC's optimistic collision estimate
 * passes 1e-3, with what a wider fingerprint (--fingerprint-bits) would make it.
 */
import { collisionProbability } from '../engine/result.js';
import { FINGERPRINT_BITS } from '../engine/tables/fingerprint.js';

/** The estimate past which a 64-bit run is warned. */
const WARNING_ESTIMATE = 1e-3;

/** The warning line for a run of `bits`-bit fingerprints at these counts, or null when it needs none. */
export function collisionWarning(distinct: number, generated: number, bits: number): string | null {
  if (bits !== 64) return null;
  const estimate = collisionProbability(distinct, generated, bits);
  if (!(estimate > WARNING_ESTIMATE)) return null;
  const wider = FINGERPRINT_BITS.filter((width) => width > bits).map(
    (width) => `${collisionProbability(distinct, generated, width).toExponential(1)} with --fingerprint-bits ${width}`,
  );
  return (
    `monocheck: warning: the chance that a fingerprint collision hid a state has ` +
    `passed ${WARNING_ESTIMATE.toExponential(0)}: TLC's optimistic estimate is ${estimate.toExponential(1)} ` +
    `for ${distinct.toLocaleString('en-US')} distinct states with 64-bit fingerprints; it would be ${wider.join(', or ')}.`
  );
}
