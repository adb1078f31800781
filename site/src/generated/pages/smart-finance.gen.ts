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
    title: 'Smart Finance and Banking',
    description: 'Identity verification and self-service used in more than 50 financial enterprises.',
  },
  'zh-CN': {
    title: '智慧金融',
    description: '身份核验与自助服务方案，已应用于 50 余家金融企业。',
  },
};
