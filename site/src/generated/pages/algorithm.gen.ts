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
    title: 'Algorithm Capability',
    description: 'Face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR, in the cloud, on premises or customised.',
  },
  'zh-CN': {
    title: '算法能力',
    description: '人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR，支持云端、私有化与定制化调用。',
  },
};
