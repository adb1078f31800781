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
    title: 'Self-Service Form-Filling Machine',
    description: 'Visitors fill in, check and print their forms themselves, with identity verification by face.',
  },
  'zh-CN': {
    title: '自助填单机',
    description: '访客自助填写、核对并打印表单，支持人脸核验身份。',
  },
};
