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
    title: 'Case Study: Bank Branch',
    description: 'How a bank branch verifies customers by face at the counter and in the self-service area.',
  },
  'zh-CN': {
    title: '案例：银行网点',
    description: '某银行网点如何在柜台与自助区通过人脸核验客户身份。',
  },
};
