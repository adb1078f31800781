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
    title: 'Smart Medical',
    description: 'Identity verification, visitor management and self-service for hospitals.',
  },
  'zh-CN': {
    title: '智慧医疗',
    description: '面向医院的身份核验、访客管理与自助服务。',
  },
};
