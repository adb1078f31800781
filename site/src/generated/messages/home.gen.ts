// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `home` message bundle. */
export type HomeMessageKey =
  | 'algorithm.text'
  | 'algorithm.title'
  | 'platform.text'
  | 'platform.title'
  | 'sections.competence'
  | 'sections.sectors';

/** The `home` bundle of spec/messages.yaml; read it with `useMessages(homeMessages)`. */
export const homeMessages: Readonly<Record<Locale, Readonly<Record<HomeMessageKey, string>>>> = {
  'en-US': {
    'algorithm.text': 'Face detection, recognition, liveness, mask detection, tracking, structuring and OCR.',
    'algorithm.title': 'Algorithm capability',
    'platform.text': 'Biometric authentication, IoT management and AIoT integration.',
    'platform.title': 'Platform capability',
    'sections.competence': 'Core competence',
    'sections.sectors': 'Solutions for seven sectors',
  },
  'zh-CN': {
    'algorithm.text': '人脸检测、识别、活体、口罩检测、跟踪、结构化与 OCR。',
    'algorithm.title': '算法能力',
    'platform.text': '生物识别认证、物联网管理与 AIoT 应用集成。',
    'platform.title': '平台能力',
    'sections.competence': '核心能力',
    'sections.sectors': '七大行业解决方案',
  },
};
