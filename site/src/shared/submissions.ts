// The two forms of §3 and the algorithm trial, validated in the browser before sending and by the mock `add` endpoint
// with the same schemas (docs/decisions/009). Each message is a key of the message catalogue, so
// the visitor reads it in their language. The forms load this module (and zod/mini with it) only
// when a visitor starts filling one in (decision 047); what a form needs to draw itself — the
// options, the limits, the normalisers — is in submission-fields.ts, re-exported here.
import * as z from 'zod/mini';
import type { FormsMessageKey } from '../generated/messages/forms.gen';
import {
  EMAIL,
  hasVisible,
  LIMITS,
  normaliseEmail,
  normalisePhone,
  PHONE,
  SCOPES,
  TRIAL_ALGORITHMS,
  TRIAL_DELIVERIES,
  trimInvisible,
} from './submission-fields.ts';

export * from './submission-fields.ts';

const key = (message: FormsMessageKey) => message;

const required = (max: number) =>
  z
    .string()
    .check(
      z.overwrite(trimInvisible),
      z.refine(hasVisible, key('validation.required')),
      z.maxLength(max, key('validation.tooLong')),
    );
const optional = (max: number) =>
  z.string().check(z.overwrite(trimInvisible), z.maxLength(max, key('validation.tooLong')));

export const partnerSchema = z.object({
  type: z.literal('partner'),
  company: required(LIMITS.company),
  name: required(LIMITS.name),
  phone: z
    .string()
    .check(
      z.overwrite(normalisePhone),
      z.minLength(1, key('validation.required')),
      z.regex(PHONE, key('validation.phone')),
    ),
  email: z
    .string()
    .check(
      z.overwrite(normaliseEmail),
      z.minLength(1, key('validation.required')),
      z.maxLength(LIMITS.email, key('validation.tooLong')),
      z.regex(EMAIL, key('validation.email')),
    ),
  scopes: z.array(z.enum(SCOPES)).check(z.minLength(1, key('validation.scope'))),
  requirements: optional(LIMITS.requirements),
  remarks: optional(LIMITS.remarks),
});

export const applySchema = z.object({
  type: z.literal('apply'),
  fullName: required(LIMITS.fullName),
  message: required(LIMITS.message),
});

/** The free trial of the algorithm page (docs/decisions/011), sent with `add` as `{ type: 'trial', … }`. */
export const trialSchema = z.object({
  type: z.literal('trial'),
  company: required(LIMITS.company),
  name: required(LIMITS.name),
  phone: partnerSchema.shape.phone,
  email: partnerSchema.shape.email,
  algorithm: z.enum(TRIAL_ALGORITHMS),
  delivery: z.enum(TRIAL_DELIVERIES),
  remarks: optional(LIMITS.remarks),
});

export const submissionSchema = z.discriminatedUnion('type', [partnerSchema, applySchema, trialSchema]);

export type Submission = z.infer<typeof submissionSchema>;
