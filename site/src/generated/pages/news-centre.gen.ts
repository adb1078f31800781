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
    title: 'News',
    description: 'The latest from the company, its products and its customers.',
  },
  'zh-CN': {
    title: '新闻中心',
    description: '公司、产品与客户的最新动态。',
  },
};
