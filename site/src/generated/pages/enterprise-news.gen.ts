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
    title: 'Company News',
    description: 'Announcements, product launches and project milestones.',
  },
  'zh-CN': {
    title: '企业新闻',
    description: '公司公告、产品发布与项目进展。',
  },
};
