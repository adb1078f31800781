// A test of a constant of the specification fails naming the fact that broke: its clause, its
// name, the specification's value and the value the site was found to use (issue 29):
//   §9 request timeout: the site uses 30000 ms, the specification 60000 ms
// The specification's value is the oracle's (tests/oracle/constants.ts CONSTANTS); the value found
// is what the test saw the site do. It throws rather than calling a runner's `expect`, so the
// vitest suites, the Playwright suite and the WebKit suite share it.
import type { SpecConstant } from './oracle/constants';

export class ConstantMismatch extends Error {
  override name = 'ConstantMismatch';
}

/** A value as the message shows it: with its unit, floating-point noise rounded off. */
function shown(value: number | string | undefined, unit: string | undefined): string {
  if (value === undefined) return 'none';
  const text = typeof value === 'number' ? String(Number(value.toPrecision(10))) : value;
  return unit ? `${text} ${unit}` : text;
}

export interface Found {
  /**
   * How far (in the constant's unit) the value found may be from the specification's: either
   * way, or below and above it (a timer measured on a real clock fires late, never early).
   */
  readonly tolerance?: number | { readonly below: number; readonly above: number };
  /** The value was measured on a real clock: the message says "about". */
  readonly approximate?: boolean;
}

/** "§9 request timeout: the site uses 30000 ms, the specification 60000 ms". */
export function constantMessage(constant: SpecConstant, found: number | string | undefined, how: Found = {}): string {
  const about = how.approximate ? 'about ' : '';
  return `${constant.clause} ${constant.name}: the site uses ${about}${shown(found, constant.unit)}, the specification ${shown(constant.value, constant.unit)}`;
}

/**
 * Fails, naming the constant, unless `found` (the value the site was seen to use; undefined: none
 * was seen) is the specification's: the same, or a number within `tolerance` of it.
 */
export function expectConstant(constant: SpecConstant, found: number | string | undefined, how: Found = {}): void {
  const { value } = constant;
  const { below, above } =
    typeof how.tolerance === 'object' ? how.tolerance : { below: how.tolerance ?? 0, above: how.tolerance ?? 0 };
  const same =
    typeof value === 'number' && typeof found === 'number'
      ? found >= value - below && found <= value + above
      : found === value;
  if (same) return;
  const error = new ConstantMismatch(constantMessage(constant, found, how));
  // The stack (and a runner's code frame) starts at the test's call.
  Error.captureStackTrace(error, expectConstant);
  throw error;
}
