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
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved. These are the main sections of the site.',
  },
  'zh-CN': {
    title: '页面未找到',
    description: '您访问的页面不存在或已被移动。以下是本站的主要栏目。',
  },
};
