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
    title: 'Intelligent Terminals',
    description: 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.',
  },
  'zh-CN': {
    title: '智能终端',
    description: '面向自助服务大厅的发卡机、填单机、超级柜台、收发器与文件收发柜。',
  },
};
