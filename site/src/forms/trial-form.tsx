import { useEffect } from 'react';
import { formsMessages } from '../generated/messages/forms.gen';
import { useMessages } from '../shared/i18n';
import {
  LIMITS,
  TRIAL_ALGORITHMS,
  TRIAL_DELIVERIES,
  type TrialAlgorithm,
  type TrialDelivery,
} from '../shared/submission-fields';
import { CONTACT_FIELDS, FieldError, FormStatus, Label } from './form-parts';
import { useSubmissionForm } from './use-submission-form';

/** The form's schema, with zod: loaded when the visitor starts filling the form in. */
const loadSchema = () => import('../shared/submissions').then((module) => module.trialSchema);

/** What a download or trial button asks the form to show chosen; `at` makes each request new. */
export interface TrialPreset {
  readonly algorithm?: TrialAlgorithm;
  readonly delivery?: TrialDelivery;
  readonly at: number;
}

/**
 * The algorithm page's free trial (docs/decisions/011), sent with `add` as `{ type: 'trial', … }`.
 * A download that is not a file of the site (an SDK package, the demo apk) opens this form with
 * the delivery chosen.
 */
export function TrialForm({ preset }: { preset?: TrialPreset }) {
  const t = useMessages(formsMessages);
  const form = useSubmissionForm({
    schema: loadSchema,
    choices: { algorithm: TRIAL_ALGORITHMS, delivery: TRIAL_DELIVERIES },
    type: 'trial',
    initial: { company: '', name: '', phone: '', email: '', algorithm: 'recognition', delivery: 'cloud', remarks: '' },
    fields: ['company', 'name', 'phone', 'email', 'algorithm', 'delivery', 'remarks'],
  });
  const { values, errors, status, setField, controlProps, fieldId } = form;
  const sending = status.state === 'sending';
  useEffect(() => {
    if (!preset) return;
    if (preset.algorithm) setField('algorithm', preset.algorithm);
    if (preset.delivery) setField('delivery', preset.delivery);
    document.getElementById(fieldId('company'))?.focus();
  }, [preset, setField, fieldId]);
  return (
    <section className="form-section" id="trial" aria-labelledby={fieldId('title')}>
      <h2 id={fieldId('title')}>{t('trialForm.title')}</h2>
      {status.state === 'sent' ? (
        <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
      ) : (
        <form className="form" noValidate onSubmit={form.onSubmit} aria-busy={sending}>
          {CONTACT_FIELDS.map(({ field, autoComplete, type }) => (
            <div className="field" key={field}>
              <Label htmlFor={fieldId(field)} required>
                {t(`trialForm.${field}`)}
              </Label>
              <input
                {...controlProps(field)}
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
          <div className="field">
            <Label htmlFor={fieldId('algorithm')} required>
              {t('trialForm.algorithm')}
            </Label>
            <select
              {...controlProps('algorithm')}
              name="algorithm"
              value={values.algorithm}
              onChange={(event) => setField('algorithm', event.target.value as TrialAlgorithm)}
            >
              {TRIAL_ALGORITHMS.map((algorithm) => (
                <option key={algorithm} value={algorithm}>
                  {t(`trialAlgorithms.${algorithm}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <Label htmlFor={fieldId('delivery')} required>
              {t('trialForm.delivery')}
            </Label>
            <select
              {...controlProps('delivery')}
              name="delivery"
              value={values.delivery}
              onChange={(event) => setField('delivery', event.target.value as TrialDelivery)}
            >
              {TRIAL_DELIVERIES.map((delivery) => (
                <option key={delivery} value={delivery}>
                  {t(`trialDeliveries.${delivery}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <Label htmlFor={fieldId('remarks')} required={false}>
              {t('trialForm.remarks')}
            </Label>
            <textarea
              {...controlProps('remarks')}
              name="remarks"
              rows={4}
              maxLength={LIMITS.remarks}
              value={values.remarks}
              onChange={(event) => setField('remarks', event.target.value)}
            />
            <FieldError id={fieldId('remarks')} error={errors.remarks} field="remarks" />
          </div>
          <FormStatus status={status} onRetry={form.submit} onStartOver={form.startOver} />
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('form.sending') : t('trialForm.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
