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
    title: 'Case Study: Hospital Self-Service',
    description: 'Registration and payment by face at a city hospital.',
  },
  'zh-CN': {
    title: '案例：医院自助服务',
    description: '某市医院实现刷脸挂号与缴费。',
  },
};
