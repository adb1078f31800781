import { type FormsMessageKey, formsMessages } from '../generated/messages/forms.gen';
import { useMessages } from '../shared/i18n';
import { LIMITS, SCOPES, type Scope } from '../shared/submission-fields';
import { CONTACT_FIELDS, FieldError, FormStatus, Label } from './form-parts';
import { useSubmissionForm } from './use-submission-form';

/** The form's schema, with zod: loaded when the visitor starts filling the form in. */
const loadSchema = () => import('../shared/submissions').then((module) => module.partnerSchema);

const SCOPE_LABELS: Readonly<Record<Scope, FormsMessageKey>> = {
  'integrated-system': 'partnerForm.scopeIntegratedSystem',
  hardware: 'partnerForm.scopeHardware',
  algorithm: 'partnerForm.scopeAlgorithm',
  other: 'partnerForm.scopeOther',
};

/** §3 the become-a-partner form, sent with `add` as `{ type: 'partner', … }` (decision 009). */
export function PartnerForm() {
  const t = useMessages(formsMessages);
  const form = useSubmissionForm({
    schema: loadSchema,
    choices: { scopes: SCOPES },
    type: 'partner',
    initial: { company: '', name: '', phone: '', email: '', scopes: [], requirements: '', remarks: '' },
    fields: ['company', 'name', 'phone', 'email', 'scopes', 'requirements', 'remarks'],
  });
  const { values, errors, status, setField, controlProps, fieldId } = form;
  const sending = status.state === 'sending';
  const toggleScope = (scope: Scope, checked: boolean) =>
    setField(
      'scopes',
      SCOPES.filter((item) => (item === scope ? checked : values.scopes.includes(item))),
    );

  return (
    <section className="form-section" aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')}>{t('partnerForm.title')}</h2>
      {status.state === 'sent' ? (
        <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
      ) : (
        <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={sending}>
          {CONTACT_FIELDS.map(({ field, autoComplete, type }) => (
            <div className="field" key={field}>
              <Label htmlFor={fieldId(field)} required>
                {t(`partnerForm.${field}`)}
              </Label>
              {field === 'phone' && (
                <p className="field-hint" id={`${fieldId(field)}-hint`}>
                  {t('partnerForm.phoneHint')}
                </p>
              )}
              <input
                {...controlProps(field, field === 'phone')}
                name={field}
                type={type}
                autoComplete={autoComplete}
                maxLength={LIMITS[field]}
                required
                value={values[field]}
                onChange={(event) => setField(field, event.target.value)}
              />
              <FieldError id={fieldId(field)} error={errors[field]} field={field} />
            </div>
          ))}
          <fieldset
            className="field choices"
            id={fieldId('scopes')}
            tabIndex={-1}
            aria-invalid={errors.scopes ? true : undefined}
            aria-describedby={errors.scopes ? `${fieldId('scopes')}-error` : undefined}
          >
            <legend>
              {t('partnerForm.scopes')} <span className="required-mark">({t('form.required')})</span>
            </legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="choice">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={values.scopes.includes(scope)}
                  onChange={(event) => toggleScope(scope, event.target.checked)}
                />
                {t(SCOPE_LABELS[scope])}
              </label>
            ))}
            {errors.scopes && (
              <p className="field-error" id={`${fieldId('scopes')}-error`}>
                {t(errors.scopes)}
              </p>
            )}
          </fieldset>
          {(['requirements', 'remarks'] as const).map((field) => (
            <div className="field" key={field}>
              <Label htmlFor={fieldId(field)} required={false}>
                {t(field === 'requirements' ? 'partnerForm.requirements' : 'partnerForm.remarks')}
              </Label>
              <textarea
                {...controlProps(field)}
                name={field}
                rows={field === 'requirements' ? 5 : 3}
                maxLength={LIMITS[field]}
                value={values[field]}
                onChange={(event) => setField(field, event.target.value)}
              />
              <FieldError id={fieldId(field)} error={errors[field]} field={field} />
            </div>
          ))}
          <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('form.sending') : t('partnerForm.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
