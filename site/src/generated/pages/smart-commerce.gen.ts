// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly capabilities: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly capabilitiesTitle: string;
  readonly cases: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly casesTitle: string;
  readonly challenges: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly challengesTitle: string;
  readonly figures: readonly {
    readonly value: string;
    readonly label: string;
  }[];
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly more: string;
  readonly offerings: readonly {
    readonly title: string;
    readonly text: string;
    readonly to: RoutePath;
  }[];
  readonly offeringsTitle: string;
  readonly solution: readonly string[];
  readonly solutionTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Smart Commerce',
    description: 'Visitor insight and frictionless service for shopping centres and stores.',
    capabilities: [
      {
        title: 'Footfall analysis',
        text: 'Visitors, age groups and dwell time by hour.',
      },
      {
        title: 'Member recognition',
        text: 'Only for members who opt in.',
      },
      {
        title: 'Queue alerts',
        text: 'Staff called before customers give up.',
      },
      {
        title: 'Privacy by design',
        text: 'Counting without storing identities.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'Our customers',
        text: 'More than 30 organisations across sectors.',
        to: '/customer',
      },
      {
        title: 'Company news',
        text: 'Launches and projects as they happen.',
        to: '/enterprisenews',
      },
    ],
    casesTitle: 'Where it works',
    challenges: [
      {
        title: 'Blind spots in footfall',
        text: 'Door counters say how many, not who or when they leave.',
      },
      {
        title: 'Members go unnoticed',
        text: 'Loyal customers are treated like strangers at the door.',
      },
      {
        title: 'Queues at peak time',
        text: 'Staff learn about a queue when customers have already left.',
      },
    ],
    challengesTitle: 'What retailers struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '30+',
        label: 'customers across our sectors',
      },
      {
        value: '35 pages/min',
        label: 'receipt and document printing on the super counter',
      },
    ],
    heroImageAlt: 'A shop with an awning and window, shoppers counted at the door, face payment at the till, and the day\'s visitor chart',
    intro: [
      'A shop learns little from a till receipt: not who came in and left without buying, not which display stopped people, not when the queue grew too long. Our smart commerce solution gives stores and malls those answers, with privacy built in.',
      'Face structuring counts visitors by age group and time of day without storing identities, and members who opt in are greeted by name and served faster.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'AIoT application integration',
        text: 'Footfall and member data in your own systems.',
        to: '/aiot',
      },
      {
        title: 'Super counter',
        text: 'Self-service payment and printing.',
        to: '/counter',
      },
    ],
    offeringsTitle: 'Terminals and platforms for stores',
    solution: [
      'Cameras at entrances and key displays feed face detection and structuring: visitor numbers, age groups, dwell time and returning-visitor rates appear on a dashboard by hour and by store.',
      'Members who have agreed are recognised at the door and at self-service counters, where they pay, print receipts and collect orders without waiting. Alerts tell staff when a queue forms or a display needs attention.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧商业',
    description: '为商场与门店提供客流洞察与无感服务。',
    capabilities: [
      {
        title: '客流分析',
        text: '按小时统计客流、年龄段与停留时长。',
      },
      {
        title: '会员识别',
        text: '仅限主动授权的会员。',
      },
      {
        title: '排队提醒',
        text: '在顾客放弃前通知店员。',
      },
      {
        title: '隐私保护',
        text: '只做统计，不存身份。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '合作客户',
        text: '30 多家各行业客户。',
        to: '/customer',
      },
      {
        title: '企业新闻',
        text: '产品发布与项目动态。',
        to: '/enterprisenews',
      },
    ],
    casesTitle: '应用案例',
    challenges: [
      {
        title: '客流看不清',
        text: '门口计数器只知道人数，不知道是谁、何时离开。',
      },
      {
        title: '会员认不出',
        text: '忠实顾客进店时与陌生人无异。',
      },
      {
        title: '高峰排长队',
        text: '等店员发现排队时，顾客已经离开。',
      },
    ],
    challengesTitle: '零售商面临的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '30+',
        label: '各行业客户',
      },
      {
        value: '35 页/分钟',
        label: '超级柜台打印速度（页/分钟）',
      },
    ],
    heroImageAlt: '带遮阳篷和橱窗的商店：门口统计客流，收银台刷脸支付，屏幕显示当日客流图表',
    intro: [
      '收银小票能告诉商家的信息很有限：进店却没有购买的是谁、哪个展台吸引了顾客驻足、队伍何时排得过长，它都无从回答。天目智慧商业解决方案为门店与商场提供这些答案，并在设计之初就保护顾客隐私。',
      '人脸结构化算法按年龄段与时段统计客流，不保存身份信息；主动授权的会员则可被识别，享受专属问候与更快捷的服务。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: 'AIoT 应用集成',
        text: '客流与会员数据接入您的业务系统。',
        to: '/aiot',
      },
      {
        title: '超级柜台',
        text: '自助付款与打印。',
        to: '/counter',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '入口与重点展区的摄像机接入人脸检测与结构化算法，客流量、年龄段、停留时长与回头客比例按小时、按门店呈现在看板上。',
      '已授权的会员在门口与自助柜台即可被识别，可自助付款、打印小票、提取订单，无需等候。出现排队或展区需要补货时，系统即时提醒店员。',
    ],
    solutionTitle: '解决方案',
  },
};
