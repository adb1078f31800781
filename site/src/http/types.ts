// The payloads of the two named endpoints (§7 leaves them open; docs/decisions/009). The
// manifest names these types per endpoint and the generated `endpoints.gen.ts` uses them.

import type { Locale } from '../generated/messages.gen';
import type { Submission } from '../shared/submissions';

export type { Submission };

/** §3: the departments of a job post. */
export const DEPARTMENTS = ['hardware', 'general', 'sales', 'finance', 'software'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Every answer of the API: `code` 0 means success; `msg` says what went wrong otherwise. */
export interface Envelope<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

/** `query`: job posts of one department (or all), one page at a time (pages count from 1). */
// A type, not an interface: the request helper takes it as a record of query values.
export type JobQuery = {
  readonly department?: Department;
  readonly page?: number;
  readonly pageSize?: number;
};

export interface JobPost {
  readonly id: string;
  readonly department: Department;
  readonly title: Readonly<Record<Locale, string>>;
  readonly location: Readonly<Record<Locale, string>>;
  /** ISO 8601 date, e.g. 2022-03-18. */
  readonly releasedAt: string;
}

export interface JobPage {
  readonly list: readonly JobPost[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export type JobPageResponse = Envelope<JobPage>;

/** `add`: what the server gives back for an accepted form. */
export type SubmissionResponse = Envelope<{ readonly id: string }>;

/** `add` refused as invalid (HTTP 400): the message key of each field's problem. */
export type SubmissionRejection = Envelope<null> & {
  readonly errors: Readonly<Record<string, string>>;
};
