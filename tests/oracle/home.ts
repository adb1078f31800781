// The home page's hero, written by hand (decision 045): its two calls to action, the proof strip of
// §9's claims and the certifications under it, and the Chinese heading's phrases. The figures are
// the specification's (§9 "Claims in text"; their labels are content.ts's KeyFigure records); the
// words of the calls to action, their targets and the certifications' names are the project's
// decision, since the specification says nothing of them. Nothing here is read from the manifest,
// the generated modules or the page.
import { BANKS, COPYRIGHTS, CUSTOMERS, type KeyFigure, MODELS, PATENTS } from './content';
import type { Both } from './routes';

/** A call to action: its words in each language and the address it leads to. */
export interface CallToAction {
  readonly name: Both;
  readonly href: string;
}

/** Decision 045: contact sales leads to the contact page (§1 "contact (business hotline and address)"). */
export const CONTACT_SALES: CallToAction = {
  name: { 'en-US': 'Contact sales', 'zh-CN': '联系销售' },
  href: '#/contactus',
};

/** Decision 045: "try it in your browser" opens /algorithm at its online trial (§1 "a free trial"). */
export const TRY_IN_BROWSER: CallToAction = {
  name: { 'en-US': 'Try it in your browser', 'zh-CN': '在线免费体验' },
  href: '#/algorithm?trial=online',
};

/** The heading of /algorithm's online trial, which the second call to action brings into view. */
export const ONLINE_TRIAL_HEADING: Both = { 'en-US': 'Online trial', 'zh-CN': '在线体验' };

/**
 * §9 "40+ algorithm models; used in more than 50 financial enterprises (also stated as 50+ banks);
 * 30+ customers; over 10 invention patents and over 20 software copyrights", in the strip's order.
 */
export const PROOF_FIGURES: readonly KeyFigure[] = [MODELS, BANKS, CUSTOMERS, PATENTS, COPYRIGHTS];

/**
 * §1 "honours, qualifications and patents": the certifications the strip names (decision 045: the
 * three certificates of /glory that are certifications rather than single patents or copyrights).
 */
export const CERTIFICATIONS: readonly Both[] = [
  { 'en-US': 'National High-Tech Enterprise', 'zh-CN': '国家高新技术企业' },
  { 'en-US': 'ISO 9001 Quality', 'zh-CN': 'ISO 9001 质量管理' },
  { 'en-US': 'ISO 27001 Security', 'zh-CN': 'ISO 27001 信息安全' },
];

/** The words of the Chinese heading that no line may hold alone. */
export const HEADING_LAST_WORD = '智慧';
