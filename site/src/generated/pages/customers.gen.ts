// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Customers',
    description: 'More than 30 customers across government, education, finance and healthcare.',
  },
  'zh-CN': {
    title: '合作客户',
    description: '30 多家客户，覆盖政务、教育、金融与医疗等行业。',
  },
};
