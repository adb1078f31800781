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
    title: 'Partner Programme',
    description: 'Gold, silver and bronze partner levels, and the form to become a partner.',
  },
  'zh-CN': {
    title: '合作伙伴计划',
    description: '金牌、银牌与铜牌合作伙伴等级，以及成为合作伙伴的申请表。',
  },
};
