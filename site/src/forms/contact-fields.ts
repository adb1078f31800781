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
