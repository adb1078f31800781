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
    title: 'AIoT Application Integration Platform',
    description: 'One platform to connect devices, run algorithms and build applications on top of both.',
  },
  'zh-CN': {
    title: 'AIoT 应用集成平台',
    description: '一个平台即可连接设备、运行算法，并在其上构建应用。',
  },
};
