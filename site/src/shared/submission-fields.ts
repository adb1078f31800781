// What the forms of §3 and the algorithm trial need to draw themselves and to read a draft: the
// options, the longest text of each field, how a typed value is normalised, and the first problem
// of each field. No zod here: the schemas (submissions.ts) are loaded only when a visitor starts
// filling a form in (decision 047).
import type * as z from 'zod/mini';
import type { FormsMessageKey } from '../generated/messages/forms.gen';

/** §3: the scope of intended cooperation (multi-select). */
export const SCOPES = ['integrated-system', 'hardware', 'algorithm', 'other'] as const;
export type Scope = (typeof SCOPES)[number];

/** The algorithms a free trial can be asked for (the algorithm page lists them). */
export const TRIAL_ALGORITHMS = [
  'detection',
  'recognition',
  'liveness',
  'mask',
  'tracking',
  'structuring',
  'ocr',
] as const;
/** How the trial is delivered: the cloud API, an SDK for Linux or Android, or the Android demo apk. */
export const TRIAL_DELIVERIES = ['cloud', 'linux-sdk', 'android-sdk', 'android-apk'] as const;
export type TrialAlgorithm = (typeof TRIAL_ALGORITHMS)[number];
export type TrialDelivery = (typeof TRIAL_DELIVERIES)[number];

/** The longest text each field takes (the inputs say so with `maxLength` too). */
export const LIMITS = {
  company: 100,
  name: 50,
  phone: 20,
  email: 254,
  requirements: 2000,
  remarks: 500,
  fullName: 50,
  message: 2000,
} as const;

// What a visitor types is normalised before it is checked, and the normalised value is what is
// sent (issue 30). A text loses the white space and the format characters (Unicode Cf: zero-width
// space and joiners, bidirectional marks, the byte order mark) at its ends; inside, they stay
// (an emoji sequence or a Persian name needs its joiners). A required text needs one character
// that shows something: zero-width and other default-ignorable characters (the Hangul filler, a
// variation selector alone) do not count.

const INVISIBLE_ENDS = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** A text without the white space and format characters at its ends. */
export function trimInvisible(value: string): string {
  return value.replace(INVISIBLE_ENDS, '');
}

/** Whether a text has a character that shows something. */
export function hasVisible(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * A phone number as typed on any keyboard: compatibility forms folded (NFKC: full-width digits,
 * "＋" and "－", the ideographic space, as a Chinese input method types them), then without spaces,
 * dashes and format characters.
 */
export function normalisePhone(value: string): string {
  return value.normalize('NFKC').replace(/[\s\p{Cf}-]/gu, '');
}

/**
 * An email address as typed: compatibility forms folded (NFKC: "＠" and full-width letters), the
 * ideographic full stop of the domain as a dot (as IDNA reads it), trimmed.
 */
export function normaliseEmail(value: string): string {
  const folded = trimInvisible(value.normalize('NFKC'));
  const at = folded.lastIndexOf('@');
  return at < 0 ? folded : `${folded.slice(0, at + 1)}${folded.slice(at + 1).replace(/\u3002/g, '.')}`;
}

/** A mainland mobile number (11 digits, 13x–19x) or an international one (+ and 7 to 15 digits). */
export const PHONE = /^(?:1[3-9]\d{9}|\+[1-9]\d{6,14})$/;

/**
 * An email address, internationalised (RFC 6531): zod's email pattern with letters, marks and
 * digits of any script where it takes ASCII ones. One @; a local part of those, `_ ' + -` and
 * single dots inside; a domain of labels starting with a letter or digit, at least two, the last
 * of two letters or more, or an IDNA one (`xn--…`, as a browser may hand over `bücher.de`).
 */
export const EMAIL =
  /^(?:[\p{L}\p{M}\p{Nd}_'+-]+\.)*[\p{L}\p{M}\p{Nd}_'+-]*[\p{L}\p{M}\p{Nd}_+-]@(?:[\p{L}\p{M}\p{Nd}][\p{L}\p{M}\p{Nd}-]*\.)+(?:[\p{L}\p{M}]{2,}|xn--[a-z0-9-]+)$/iu;

/** The first problem of each field, as a message key. */
export type FieldErrors<T> = Partial<Record<Exclude<keyof T, 'type'>, FormsMessageKey>>;

export function fieldErrors<T>(issues: readonly z.core.$ZodIssue[]): FieldErrors<T> {
  return firstIssuePerField(issues) as FieldErrors<T>;
}

/**
 * The message of the first issue of each field. An issue of the whole value (no path, e.g. an
 * unknown `type`) is kept under `whole` when given (the mock API answers it), else dropped (a form
 * shows problems at its fields).
 */
export function firstIssuePerField(issues: readonly z.core.$ZodIssue[], whole?: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : whole;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
