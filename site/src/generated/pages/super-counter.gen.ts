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
    title: 'Super Counter',
    description: 'A self-service counter that handles most over-the-counter business without a teller.',
  },
  'zh-CN': {
    title: '超级柜台',
    description: '无需柜员即可办理大部分柜面业务的自助柜台。',
  },
};
