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
    title: 'Platform Capability',
    description: 'Multimodal biometric authentication, IoT unified management and AIoT application integration platforms.',
  },
  'zh-CN': {
    title: '平台能力',
    description: '多模态生物识别认证平台、物联网统一管理平台与 AIoT 应用集成平台。',
  },
};
