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
    title: 'Apply Now',
    description: 'Tell us who you are and why you would like to join us.',
  },
  'zh-CN': {
    title: '立即申请',
    description: '介绍您自己，以及您希望加入我们的原因。',
  },
};
