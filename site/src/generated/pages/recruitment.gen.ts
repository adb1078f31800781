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
    title: 'Recruitment',
    description: 'Build biometrics, AI and IoT products with us.',
  },
  'zh-CN': {
    title: '人才招聘',
    description: '与我们一起打造生物识别、人工智能与物联网产品。',
  },
};
