import type { ReactNode } from 'react';
import { contactConfig } from '../generated/config.gen';
import { type FormsMessageKey, formsMessages } from '../generated/messages/forms.gen';
import { useMessages } from '../shared/i18n';
import { useRequestErrorWords } from '../shared/request-error';
import { LIMITS } from '../shared/submission-fields';
import type { SubmitStatus } from './use-submission-form';
import './forms.css';

/**
 * The contact fields the partner form and the trial form both start with, in their order: what
 * the browser may fill in for each and the kind of input. Each form labels them with its own words
 * (`partnerForm.<field>`, `trialForm.<field>`).
 */
export const CONTACT_FIELDS = [
  { field: 'company', autoComplete: 'organization', type: 'text' },
  { field: 'name', autoComplete: 'name', type: 'text' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'email', autoComplete: 'email', type: 'email' },
] as const;

/** A field's error, beside it, referenced by the control's aria-describedby. */
export function FieldError({ id, error, field }: { id: string; error?: FormsMessageKey; field: keyof typeof LIMITS }) {
  const t = useMessages(formsMessages);
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`}>
      {t(error, { max: LIMITS[field] })}
    </p>
  );
}

export function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required: boolean }) {
  const t = useMessages(formsMessages);
  return (
    <label htmlFor={htmlFor}>
      {children}{' '}
      <span className={required ? 'required-mark' : 'optional-mark'}>
        ({t(required ? 'form.required' : 'form.optional')})
      </span>
    </label>
  );
}

/**
 * The form's outcome: a polite status while sending and after success, an alert for a problem.
 * Every failure says what happened in the visitor's language and that nothing typed is lost.
 */
export function FormStatus({
  status,
  onRetry,
  onStartOver,
}: {
  status: SubmitStatus;
  onRetry: () => void;
  onStartOver: () => void;
}) {
  const t = useMessages(formsMessages);
  const requestErrors = useRequestErrorWords();
  if (status.state === 'sent') {
    return (
      <div className="form-status success" role="status">
        <p>{t('form.success', { id: status.id })}</p>
        <button type="button" className="button secondary" onClick={onStartOver}>
          {t('form.sendAnother')}
        </button>
      </div>
    );
  }
  if (status.state === 'invalid') {
    return (
      <p className="form-status problem" role="alert">
        {t('validation.summary')}
      </p>
    );
  }
  if (status.state === 'rejected') {
    // The server refused fields the browser accepted; each is marked beside it.
    return (
      <p className="form-status problem" role="alert">
        {t('form.invalid')} {t('form.kept')}
      </p>
    );
  }
  if (status.state === 'failed') {
    const { error } = status;
    const callUs = error.kind === 'unauthorized' || error.kind === 'not-found' || error.kind === 'server';
    return (
      <div className="form-status problem" role="alert">
        <p>
          {requestErrors.describe(error)} {t('form.kept')}
          {callUs ? ` ${t('form.call', { hotline: contactConfig.hotline })}` : ''}
        </p>
        <button type="button" className="button secondary" onClick={onRetry}>
          {requestErrors.retry}
        </button>
      </div>
    );
  }
  return (
    <p className="form-status" role="status">
      {status.state === 'sending' ? t('form.sending') : ''}
    </p>
  );
}
