import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { localeConfig } from '../generated/config.gen';
import { add } from '../generated/endpoints.gen';
import { type FormsMessageKey, formsMessages } from '../generated/messages/forms.gen';
import { HttpError, isHttpError } from '../http/errors';
import type { SubmissionRejection } from '../http/types';
import { type FieldErrors, fieldErrors } from '../shared/submission-fields';

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

/** The options a choice field takes: a select's value, or every item of a list of checkboxes. */
export type Choices<V> = Partial<Record<keyof V, readonly string[]>>;

/** Whether a stored value is of the kind the field's initial value is, and a known option where it is a choice. */
function ofKind(stored: unknown, initial: unknown, options: readonly string[] | undefined): boolean {
  const known = (item: unknown) => typeof item === 'string' && (!options || options.includes(item));
  if (Array.isArray(initial)) return Array.isArray(stored) && stored.every(known);
  return typeof stored === typeof initial && (typeof stored !== 'string' || known(stored));
}

/**
 * The draft kept in session storage, checked field by field against the form's fields (issue 30):
 * each field of `initial` takes the stored value when it is of the field's kind (a text, a list of
 * known options, a known option), the field's initial value otherwise. A draft is unfinished by
 * nature, so a value of the right kind is kept even when it would not pass yet (empty, too long,
 * half an address): the visitor finishes it, and the schema checks it on sending. Anything else
 * stored — another shape, another field, not JSON — is dropped, so no stored value can break the form.
 */
export function readDraft<V extends object>(key: string, initial: V, choices: Choices<V> = {}): V {
  let stored: unknown;
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return initial;
    stored = JSON.parse(text);
  } catch {
    return initial;
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return initial;
  const draft = { ...initial };
  for (const field of Object.keys(initial) as (keyof V)[]) {
    if (!Object.hasOwn(stored, field)) continue;
    const value = (stored as Record<keyof V, unknown>)[field];
    if (ofKind(value, initial[field], choices[field])) draft[field] = value as V[keyof V];
  }
  return draft;
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
  /**
   * The form's schema, loaded when the visitor starts filling the form in (a first change) and
   * awaited on sending: zod stays out of the page's own chunks (decision 047).
   */
  readonly schema: () => Promise<S>;
  /** The options of the choice fields, for reading a draft. */
  readonly choices?: Choices<Values<z.infer<S>>>;
  readonly type: z.infer<S>['type'];
  readonly initial: Values<z.infer<S>>;
  /** Field order, for "focus the first error". */
  readonly fields: readonly (keyof Values<z.infer<S>> & string)[];
}) {
  type T = z.infer<S>;
  const { schema, type, initial, fields, choices } = options;
  const draftKey = `draft:${type}`;
  const idPrefix = useId();
  const [values, setValues] = useState<Values<T>>(() => readDraft(draftKey, initial, choices));
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [status, setStatus] = useState<SubmitStatus>({ state: 'editing' });
  const sending = useRef(false);
  const focusFirstError = useRef(false);

  /** The schema once loaded: from then on a submission is checked at once, as the visitor presses the button. */
  const loaded = useRef<S | undefined>(undefined);
  const load = useCallback(async () => {
    loaded.current ??= await schema();
    return loaded.current;
  }, [schema]);

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

  const setField = useCallback(
    <K extends keyof Values<T>>(field: K, value: Values<T>[K]) => {
      // The visitor has started: load the schema now, so sending does not wait for it.
      load().catch(() => {});
      setValues((current) => ({ ...current, [field]: value }));
      // A corrected field loses its error at once; the others keep theirs until the next submit.
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field as keyof FieldErrors<T>]: _fixed, ...rest } = current;
        return rest as FieldErrors<T>;
      });
    },
    [load],
  );

  const submit = useCallback(async () => {
    if (sending.current) return;
    let current = loaded.current;
    if (!current) {
      sending.current = true;
      try {
        current = await load();
      } catch (caught) {
        // The schema's chunk could not be loaded: as a request that got no answer, retried by sending again.
        setStatus({ state: 'failed', error: new HttpError('network', String(caught), { cause: caught }) });
        return;
      } finally {
        sending.current = false;
      }
    }
    const parsed = current.safeParse({ ...values, type });
    if (!parsed.success) {
      focusFirstError.current = true;
      setErrors(fieldErrors<T>(parsed.error.issues));
      setStatus({ state: 'invalid' });
      return;
    }
    sending.current = true;
    setErrors({});
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
  }, [load, values, type, draftKey, initial, fields]);

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
