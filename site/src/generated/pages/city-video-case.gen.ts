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
    title: 'Case Study: City Video Surveillance',
    description: 'Event-triggered video that keeps 10 seconds before and after each event for fast review.',
  },
  'zh-CN': {
    title: '案例：城市视频监控',
    description: '事件触发录像，保留事件前后各 10 秒视频，便于快速回溯。',
  },
};
