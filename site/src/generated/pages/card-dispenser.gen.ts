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
    title: 'Dual-Screen Card Dispensers',
    description: 'Portable and desktop dual-screen card dispensers with a 100-card input slot and a 50-card output slot.',
  },
  'zh-CN': {
    title: '双屏发卡机',
    description: '便携式与桌面式双屏发卡机，进卡槽容量 100 张，出卡槽容量 50 张。',
  },
};
