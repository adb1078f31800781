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
    title: 'Smart Security',
    description: 'Video algorithms that detect, alert and record, with an alert strategy for each algorithm.',
  },
  'zh-CN': {
    title: '智慧安防',
    description: '可检测、告警与录像的视频算法，每种算法配有相应的告警策略。',
  },
};
