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
    title: 'Smart City',
    description: 'Face recognition and IoT sensing that help a city see, understand and respond to what happens in its public spaces.',
  },
  'zh-CN': {
    title: '智慧城市',
    description: '以人脸识别与物联网感知，帮助城市看见、理解并及时响应公共空间中发生的一切。',
  },
};
