// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly privacy: string;
  readonly steps: readonly string[];
  readonly stepsTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Apply Now',
    description: 'Tell us who you are and why you would like to join us.',
    privacy: 'We use what you send only to assess your application and delete it after twelve months unless you ask us to keep it.',
    steps: [
      'You send the form below; you receive a reference at once.',
      'Our HR team reads every application within five working days.',
      'If there is a fit, we call you to arrange an interview, online or in Foshan.',
    ],
    stepsTitle: 'What happens next',
  },
  'zh-CN': {
    title: '立即申请',
    description: '介绍您自己，以及您希望加入我们的原因。',
    privacy: '您提交的信息仅用于评估本次申请，除非您要求保留，我们会在十二个月后将其删除。',
    steps: ['提交下方表单，即刻获得申请编号。', '人力资源团队会在五个工作日内阅读每一份申请。', '如双方匹配，我们会致电安排线上或在佛山面试。'],
    stepsTitle: '申请流程',
  },
};
