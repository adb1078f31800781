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
    title: 'Case Study: City Video Surveillance',
    description: 'Event-triggered video that keeps 10 seconds before and after each event for fast review.',
    challenge: [
      'The city\'s cameras recorded around the clock, but investigators spent most of their time scrolling. Finding the few seconds that mattered in a day of footage from dozens of cameras took hours, and storage filled up with video nobody would ever watch.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Event rules per camera with alert strategies',
      'Event clips of 10 seconds before and after',
      'Search by face and by attribute across all cameras',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A city public security bureau',
      },
      {
        label: 'Sector',
        value: 'Smart city and security',
      },
      {
        label: 'Event clip',
        value: '10 seconds before and after each event',
      },
      {
        label: 'In service since',
        value: '2021',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'A street crossing watched by a camera that frames a pedestrian\'s face, and the event clip on the operators\' screen with the seconds before and after marked',
    related: [
      {
        label: 'Smart security solution',
        to: '/security',
      },
      {
        label: 'Smart city case',
        to: '/citycase',
      },
      {
        label: 'Algorithm capability',
        to: '/algorithm',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '10 s',
        label: 'before and after every event',
      },
      {
        value: 'Minutes',
        label: 'to find an event that took hours',
      },
      {
        value: '40+',
        label: 'algorithm models available',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Algorithms now watch the streams. When a rule fires, such as an intrusion, a crowd or a face on a watch-list, the platform cuts a clip of 10 seconds before and after the event and attaches it to the alert. Investigators start from the clip, not from the recording.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：城市视频监控',
    description: '事件触发录像，保留事件前后各 10 秒视频，便于快速回溯。',
    challenge: [
      '全市摄像机全天候录像，但办案人员大部分时间都花在拖动进度条上。要从几十路摄像机一整天的录像里找到关键的几秒钟，往往需要数小时；存储空间也被从来无人查看的录像占满。',
    ],
    challengeTitle: '项目挑战',
    deployed: ['按摄像机配置事件规则与告警策略', '事件前后各 10 秒视频片段', '全部摄像机支持以脸搜人与按属性检索'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '某市公安局',
      },
      {
        label: '行业',
        value: '智慧城市与安防',
      },
      {
        label: '事件片段',
        value: '事件前后各 10 秒',
      },
      {
        label: '上线时间',
        value: '2021',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '摄像机在路口框出行人面部，值班屏幕上显示事件视频片段，并标出事件前后的时段',
    related: [
      {
        label: '智慧安防解决方案',
        to: '/security',
      },
      {
        label: '智慧城市案例',
        to: '/citycase',
      },
      {
        label: '算法能力',
        to: '/algorithm',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '10 秒',
        label: '每个事件前后保留时长',
      },
      {
        value: '数分钟',
        label: '即可找到过去需数小时查找的事件',
      },
      {
        value: '40+',
        label: '可用算法模型',
      },
    ],
    resultsTitle: '项目成效',
    solution: [
      '如今由算法“盯”视频流。一旦触发入侵、人群聚集或布控人员出现等规则，平台即截取事件前后各 10 秒的视频片段附在告警中。办案人员从片段入手，而不是从整段录像开始。',
    ],
    solutionTitle: '实施方案',
  },
};
