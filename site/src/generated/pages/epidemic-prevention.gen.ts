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
    title: 'Smart Epidemic Prevention',
    description: 'Contact-free entry with mask detection and identity verification.',
  },
  'zh-CN': {
    title: '智慧防疫',
    description: '结合口罩检测与身份核验的无接触通行。',
  },
};
