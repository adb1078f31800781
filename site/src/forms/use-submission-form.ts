import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { localeConfig } from '../generated/config.gen';
import { add } from '../generated/endpoints.gen';
import { type FormsMessageKey, formsMessages } from '../generated/messages/forms.gen';
import { HttpError, isHttpError } from '../http/errors';
import type { SubmissionRejection } from '../http/types';
import { type FieldErrors, fieldErrors } from '../shared/submissions';

export type SubmitStatus =
  | { readonly state: 'editing' }
  | { readonly state: 'sending' }
  | { readonly state: 'sent'; readonly id: string }
  | { readonly state: 'failed'; readonly error: HttpError }
  /** The browser's checks failed: nothing was sent. */
  | { readonly state: 'invalid' }
  /** The server refused some fields (HTTP 400); they are marked. */
  | { readonly state: 'rejected'; readonly error: HttpError };

type Values<T> = Omit<T, 'type'>;

/**
 * Issues that say a value is of the wrong kind (a number for a text, an unknown option), as
 * opposed to a value of the right kind still being typed (empty, too long, not yet an address).
 */
const WRONG_KIND: ReadonlySet<string> = new Set([
  'invalid_type',
  'invalid_value',
  'invalid_union',
  'invalid_key',
  'invalid_element',
]);

/**
 * The draft kept in session storage, checked field by field against the form's shape (issue 30):
 * each field of `initial` takes the stored value when it is of the kind the schema wants (a text,
 * a list of known options, a known option), the field's initial value otherwise. A draft is
 * unfinished by nature, so a value of the right kind is kept even when it would not pass yet
 * (empty, too long, half an address): the visitor finishes it. Anything else stored — another
 * shape, another field, not JSON — is dropped, so no stored value can break the form.
 */
export function readDraft<V extends object>(key: string, initial: V, schema: z.ZodMiniType, type: string): V {
  let stored: unknown;
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return initial;
    stored = JSON.parse(text);
  } catch {
    return initial;
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return initial;
  const draft = { ...initial } as Record<string, unknown>;
  for (const field of Object.keys(initial)) {
    if (Object.hasOwn(stored, field)) draft[field] = (stored as Record<string, unknown>)[field];
  }
  const parsed = schema.safeParse({ ...draft, type });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (WRONG_KIND.has(issue.code) && typeof field === 'string' && Object.hasOwn(initial, field)) {
        draft[field] = initial[field as keyof V];
      }
    }
  }
  return draft as V;
}

function writeDraft(key: string, values: unknown): void {
  try {
    if (values === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft just does not survive a reload.
  }
}

function isFormsMessageKey(value: unknown): value is FormsMessageKey {
  return typeof value === 'string' && Object.hasOwn(formsMessages[localeConfig.default], value);
}

/** The field errors of a 400 answer from `add`: only known fields with messages the site has. */
function serverFieldErrors<T>(error: HttpError, fields: readonly string[]): FieldErrors<T> {
  const body = error.response as Partial<SubmissionRejection> | undefined;
  if (error.status !== 400 || !body?.errors || typeof body.errors !== 'object') return {};
  const known: Record<string, FormsMessageKey> = {};
  for (const [field, key] of Object.entries(body.errors)) {
    if (fields.includes(field) && isFormsMessageKey(key)) known[field] = key;
  }
  return known as FieldErrors<T>;
}

/**
 * One form of §3, sent with `add` (docs/decisions/009): its values (kept as a draft in session
 * storage until it is sent), validation in the visitor's language before sending (messages are
 * catalogue keys), the focus on the first field in error, no double submission, and a status for
 * each outcome. A failure keeps every value; submitting again retries.
 */
export function useSubmissionForm<S extends z.ZodMiniType<{ type: string }>>(options: {
  readonly schema: S;
  readonly type: z.infer<S>['type'];
  readonly initial: Values<z.infer<S>>;
  /** Field order, for "focus the first error". */
  readonly fields: readonly (keyof Values<z.infer<S>> & string)[];
}) {
  type T = z.infer<S>;
  const { schema, type, initial, fields } = options;
  const draftKey = `draft:${type}`;
  const idPrefix = useId();
  const [values, setValues] = useState<Values<T>>(() => readDraft(draftKey, initial, schema, type));
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [status, setStatus] = useState<SubmitStatus>({ state: 'editing' });
  const sending = useRef(false);
  const focusFirstError = useRef(false);

  const fieldId = useCallback((field: string) => `${idPrefix}-${field}`, [idPrefix]);

  useEffect(() => {
    if (status.state !== 'sent') writeDraft(draftKey, values);
  }, [draftKey, values, status.state]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = fields.find((field) => errors[field as keyof FieldErrors<T>] !== undefined);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [errors, fields, fieldId]);

  const setField = useCallback(<K extends keyof Values<T>>(field: K, value: Values<T>[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error at once; the others keep theirs until the next submit.
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as keyof FieldErrors<T>]: _fixed, ...rest } = current;
      return rest as FieldErrors<T>;
    });
  }, []);

  const submit = useCallback(async () => {
    if (sending.current) return;
    const parsed = schema.safeParse({ ...values, type });
    if (!parsed.success) {
      focusFirstError.current = true;
      setErrors(fieldErrors<T>(parsed.error.issues));
      setStatus({ state: 'invalid' });
      return;
    }
    setErrors({});
    sending.current = true;
    setStatus({ state: 'sending' });
    try {
      const answer = await add(parsed.data as Parameters<typeof add>[0]);
      const id = answer?.data?.id;
      if (typeof id !== 'string')
        throw new HttpError('unreadable', 'The answer carries no reference', { response: answer });
      writeDraft(draftKey, undefined);
      setValues(initial);
      setStatus({ state: 'sent', id });
    } catch (caught) {
      // Whatever went wrong, the visitor sees a failure they can retry, never a form stuck "sending".
      const error = isHttpError(caught) ? caught : new HttpError('unreadable', String(caught), { cause: caught });
      const fromServer = serverFieldErrors<T>(error, fields);
      if (Object.keys(fromServer).length > 0) {
        focusFirstError.current = true;
        setErrors(fromServer);
        setStatus({ state: 'rejected', error });
      } else {
        setStatus({ state: 'failed', error });
      }
    } finally {
      sending.current = false;
    }
  }, [schema, values, type, draftKey, initial, fields]);

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void submit();
    },
    [submit],
  );

  const startOver = useCallback(() => setStatus({ state: 'editing' }), []);

  /** Props tying a control to its label, hint and error. */
  const controlProps = (field: keyof FieldErrors<T> & string, hint = false) => {
    const error: FormsMessageKey | undefined = errors[field];
    const described = [hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      id: fieldId(field),
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': described || undefined,
    };
  };

  return { values, setField, errors, status, onSubmit, submit, startOver, fieldId, controlProps };
}
