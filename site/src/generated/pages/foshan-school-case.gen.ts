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
    title: 'Case Study: A School in Foshan',
    description: '100 face capture cameras covering the gates, corridors and playgrounds of one campus.',
  },
  'zh-CN': {
    title: '案例：佛山某学校',
    description: '100 台人脸抓拍摄像机覆盖校门、走廊与操场。',
  },
};
