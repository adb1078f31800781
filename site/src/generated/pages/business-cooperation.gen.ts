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
    title: 'Business Cooperation',
    description: 'Integrate our algorithms, terminals and platforms into your products and projects.',
  },
  'zh-CN': {
    title: '商务合作',
    description: '将我们的算法、终端与平台集成到您的产品和项目中。',
  },
};
