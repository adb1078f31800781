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
    title: 'Case Study: Mobile Banking',
    description: 'Remote account services with liveness detection on the customer\'s own phone.',
  },
  'zh-CN': {
    title: '案例：移动银行',
    description: '借助活体检测，客户在自己的手机上即可办理远程开户等业务。',
  },
};
