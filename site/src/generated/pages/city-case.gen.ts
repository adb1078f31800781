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
    title: 'Case Study: Smart City',
    description: 'How a district connected its cameras, access points and service halls into one view of the city.',
  },
  'zh-CN': {
    title: '案例：智慧城市',
    description: '某城区如何把摄像头、出入口与政务大厅连接成一张城市全景图。',
  },
};
