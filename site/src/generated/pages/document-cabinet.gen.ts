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
    title: 'Document Receiving and Sending Cabinet',
    description: 'Submit online, receive a verification code once approved, and collect documents with the code and your identity.',
  },
  'zh-CN': {
    title: '文件收发柜',
    description: '网上提交、审核通过后获取验证码，凭验证码与身份核验取件。',
  },
};
