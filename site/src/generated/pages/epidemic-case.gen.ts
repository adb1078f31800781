// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly challenge: readonly string[];
  readonly challengeTitle: string;
  readonly deployed: readonly string[];
  readonly deployedTitle: string;
  readonly facts: readonly {
    readonly label: string;
    readonly value: string;
  }[];
  readonly factsTitle: string;
  readonly heroImageAlt: string;
  readonly related: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly relatedTitle: string;
  readonly results: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly resultsTitle: string;
  readonly solution: readonly string[];
  readonly solutionTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Case Study: Epidemic Prevention',
    description: 'How an office park kept its entrances open and safe during the epidemic.',
    challenge: [
      'In early 2020 volunteers stood at every community gate, checking passes and masks by hand for hours in the cold. Queues formed at peak times, and when a case was reported, tracing who had passed which gate took days.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Recognition with a mask on',
      'Mask detection with voice reminders',
      '4G terminals where no wired network existed',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A sub-district office and its residential communities',
      },
      {
        label: 'Sector',
        value: 'Epidemic prevention',
      },
      {
        label: 'Entrances',
        value: 'Community gates and public buildings',
      },
      {
        label: 'In service since',
        value: '2020',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'Visitors passing turnstile lanes at an entrance; one without a mask is stopped and flagged on the screen',
    related: [
      {
        label: 'Epidemic prevention solution',
        to: '/antiepidemic',
      },
      {
        label: 'Algorithm capability',
        to: '/algorithm',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '3 weeks',
        label: 'from order to every gate in service',
      },
      {
        value: 'Minutes',
        label: 'to trace a case\'s passages',
      },
      {
        value: '4G',
        label: 'where cables could not reach',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Within three weeks we installed face recognition with mask detection at community gates and public buildings. Residents registered once; the gate opened for registered, masked residents and reminded everyone else by voice. Every passage was logged for tracing.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：疫情防控',
    description: '某园区如何在疫情期间保持出入口安全通行。',
    challenge: [
      '2020 年初，志愿者在每个小区门口手工查验出入证与口罩，寒风中一站就是几个小时。高峰时段排起长队；一旦出现病例，排查谁经过了哪个门口需要好几天。',
    ],
    challengeTitle: '项目挑战',
    deployed: ['戴口罩人脸识别', '口罩检测与语音提醒', '无有线网络处使用 4G 终端'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '某街道办事处及辖区社区',
      },
      {
        label: '行业',
        value: '智慧防疫',
      },
      {
        label: '出入口',
        value: '小区大门与公共建筑',
      },
      {
        label: '上线时间',
        value: '2020',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '访客经入口的闸机通道通行，一位未戴口罩者被拦下并在屏幕上标出',
    related: [
      {
        label: '智慧防疫解决方案',
        to: '/antiepidemic',
      },
      {
        label: '算法能力',
        to: '/algorithm',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '3 周',
        label: '从下单到全部出入口上线',
      },
      {
        value: '数分钟',
        label: '即可追溯病例通行记录',
      },
      {
        value: '4G',
        label: '覆盖布线无法到达之处',
      },
    ],
    resultsTitle: '项目成效',
    solution: [
      '我们在三周内为小区大门与公共建筑部署了带口罩检测的人脸识别。居民一次登记后，规范佩戴口罩的登记居民即可通行，其他人员由语音提示；每次通行均有记录，便于追踪。',
    ],
    solutionTitle: '实施方案',
  },
};
