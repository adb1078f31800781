import { formsMessages } from '../generated/messages/forms.gen';
import { useMessages } from '../shared/i18n';
import { LIMITS } from '../shared/submission-fields';
import { FieldError, FormStatus, Label } from './form-parts';
import { useSubmissionForm } from './use-submission-form';

/** The form's schema, with zod: loaded when the visitor starts filling the form in. */
const loadSchema = () => import('../shared/submissions').then((module) => module.applySchema);

/** §3 the contact/apply form, sent with `add` as `{ type: 'apply', … }` (decision 009). */
export function ApplyForm() {
  const t = useMessages(formsMessages);
  const form = useSubmissionForm({
    schema: loadSchema,
    type: 'apply',
    initial: { fullName: '', message: '' },
    fields: ['fullName', 'message'],
  });
  const { values, errors, status, setField, controlProps, fieldId } = form;
  const sending = status.state === 'sending';
  return (
    <section className="form-section" aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')}>{t('applyForm.title')}</h2>
      {status.state === 'sent' ? (
        <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
      ) : (
        <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={sending}>
          <div className="field">
            <Label htmlFor={fieldId('fullName')} required>
              {t('applyForm.fullName')}
            </Label>
            <input
              {...controlProps('fullName')}
              name="fullName"
              autoComplete="name"
              maxLength={LIMITS.fullName}
              required
              value={values.fullName}
              onChange={(event) => setField('fullName', event.target.value)}
            />
            <FieldError id={fieldId('fullName')} error={errors.fullName} field="fullName" />
          </div>
          <div className="field">
            <Label htmlFor={fieldId('message')} required>
              {t('applyForm.message')}
            </Label>
            <textarea
              {...controlProps('message')}
              name="message"
              rows={6}
              maxLength={LIMITS.message}
              required
              value={values.message}
              onChange={(event) => setField('message', event.target.value)}
            />
            <FieldError id={fieldId('message')} error={errors.message} field="message" />
          </div>
          <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('form.sending') : t('applyForm.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
