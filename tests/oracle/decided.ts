// The values the specification leaves to a decision, read where their decision says they live.
//
// Every other module of the oracle is written by hand from the specification, and none of them
// reads the manifest (tests/conformance/oracle-independence.test.ts). A value the specification
// withholds is not a fact of it: its decision record chooses it and names the one place it lives,
// and the company may change it there. Pinning it here a second time would fail the suite the
// day the company does, with nothing departing from the specification. So this module, and no
// other, reads the manifest: exactly the values of DECIDED, each where its decision says. What
// the specification does say of them (the hotline is shown and dials, §1) stays a fact the tests
// check.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isScalar, LineCounter, parseDocument } from 'yaml';

/** A decided value: where its decision says it lives, and the decision. */
export interface DecidedValue {
  /** The manifest file, from the repository's root. */
  readonly file: string;
  /** Its key in that file, dotted. */
  readonly key: string;
  /** The decision record that chooses it and says where it lives. */
  readonly decision: string;
  /** The value as the file holds it. */
  readonly value: string;
  /** `file:line:col` of the value, for messages. */
  readonly at: string;
}

const ROOT = join(import.meta.dirname, '../..');

/**
 * §9 "A contact phone number appears on the site: {phone} (not reproduced)", §1 "contact
 * (business hotline and address)": decision 013 keeps the number in spec/app.yaml
 * (`contact.hotline`), "changes in spec/app.yaml only".
 */
const HOTLINE_IN = {
  file: 'spec/app.yaml',
  key: 'contact.hotline',
  decision: 'docs/decisions/013-contact-phone-number.md',
} as const;

/** A telephone number as a visitor reads it: digits, with spaces, hyphens, dots or brackets, perhaps a leading +. */
const TELEPHONE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** Reads a decided value, or throws naming the file, the key, the decision and the fix. */
function read(place: typeof HOTLINE_IN, valid: RegExp, shape: string): DecidedValue {
  const path = join(ROOT, place.file);
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(path, 'utf8'), { lineCounter });
  const node = document.getIn(place.key.split('.'), true);
  const raw = isScalar(node) ? node.value : undefined;
  if (!isScalar(node) || (typeof raw !== 'string' && typeof raw !== 'number'))
    throw new Error(
      `${place.file}: ${place.key} is missing or not a text: ${place.decision} keeps it there (write it as ${place.key.replace('.', ': { ')}: … })`,
    );
  const value = String(raw);
  const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0);
  const at = `${place.file}:${line}:${col}`;
  if (!valid.test(value))
    throw new Error(`${at}  ${place.key}  "${value}" is not ${shape} (${place.decision}): write ${shape} there`);
  return { ...place, value, at };
}

/** The business hotline the site shows and dials (decision 013). */
export const HOTLINE: DecidedValue = read(HOTLINE_IN, TELEPHONE, 'a telephone number');

/** Every value this module reads: what the oracle-independence test allows it, and no more. */
export const DECIDED: readonly DecidedValue[] = [HOTLINE];
