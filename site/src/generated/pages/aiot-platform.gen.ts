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
    title: 'AIoT Application Integration Platform',
    description: 'One platform to connect devices, run algorithms and build applications on top of both.',
    capabilities: [
      {
        title: 'Unified events',
        text: 'One format for every device and algorithm.',
      },
      {
        title: 'Business rules',
        text: 'From "face matched" to "student arrived".',
      },
      {
        title: 'Connectors',
        text: 'Attendance, HR, campus, hospital and banking systems.',
      },
      {
        title: 'Sector templates',
        text: 'Dashboards and reports ready on day one.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'A school in Foshan',
        text: 'Attendance delivered to the school\'s own system.',
        to: '/schoolfoshan',
      },
      {
        title: 'A district in one view',
        text: 'Events from every device on one map.',
        to: '/citycase',
      },
    ],
    casesTitle: 'Built on the platform',
    challenges: [
      {
        title: 'One protocol per device',
        text: 'Each brand of camera and gate speaks its own language.',
      },
      {
        title: 'Events without meaning',
        text: '"Face matched" is not "student arrived" until someone writes the glue.',
      },
      {
        title: 'Projects start from zero',
        text: 'Every new site rebuilds the same dashboards and reports.',
      },
    ],
    challengesTitle: 'What integrators struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models behind one interface',
      },
      {
        value: '30+',
        label: 'customers running integrated applications',
      },
      {
        value: '4G',
        label: 'or wired networks for connected terminals',
      },
    ],
    heroImageAlt: 'One platform floating above the site, wired to the cameras, gates, kiosks, locks and sensors on the ground',
    intro: [
      'Recognising a face is only useful when the result reaches the system that acts on it: the attendance sheet, the visitor log, the door, the member account. The AIoT application integration platform is where our algorithms and devices meet your applications.',
      'It turns device events into business events, offers open interfaces and ready-made connectors, and lets integrators build applications for schools, hospitals, banks and cities without touching device firmware.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Platform capability',
        text: 'All three platforms at a glance.',
        to: '/platformcapability',
      },
      {
        title: 'Algorithm capability',
        text: 'The algorithms behind the events.',
        to: '/algorithm',
      },
    ],
    offeringsTitle: 'Related platforms',
    solution: [
      'Devices connect through the IoT unified management platform; their events arrive in one format. Rules map them to business events such as arrival, visit, payment or alarm, and connectors deliver those events to attendance, HR, campus, hospital and banking systems.',
      'Templates for the sectors we serve provide the dashboards and reports a project needs on day one, and open REST interfaces let your developers add the rest.',
    ],
    solutionTitle: 'How the platform works',
  },
  'zh-CN': {
    title: 'AIoT 应用集成平台',
    description: '一个平台即可连接设备、运行算法，并在其上构建应用。',
    capabilities: [
      {
        title: '统一事件',
        text: '所有设备与算法使用同一事件格式。',
      },
      {
        title: '业务规则',
        text: '从“比对成功”到“学生到校”。',
      },
      {
        title: '系统连接器',
        text: '对接考勤、人事、校园、医院与银行系统。',
      },
      {
        title: '行业模板',
        text: '看板与报表开箱即用。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '佛山某学校',
        text: '考勤数据直达学校自有系统。',
        to: '/schoolfoshan',
      },
      {
        title: '城区全景一张图',
        text: '所有设备事件汇聚到一张地图。',
        to: '/citycase',
      },
    ],
    casesTitle: '基于平台的案例',
    challenges: [
      {
        title: '一种设备一种协议',
        text: '每个品牌的摄像机和闸机各说各的“语言”。',
      },
      {
        title: '事件缺少业务含义',
        text: '从“人脸比对成功”到“学生已到校”，中间需要有人编写对接逻辑。',
      },
      {
        title: '项目从零开始',
        text: '每个新项目都要重复搭建同样的看板与报表。',
      },
    ],
    challengesTitle: '集成商面临的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型，统一接口调用',
      },
      {
        value: '30+',
        label: '客户正在使用集成应用',
      },
      {
        value: '4G',
        label: '或有线网络接入终端',
      },
    ],
    heroImageAlt: '悬浮于园区上方的平台，连接地面上的摄像机、闸机、自助终端、门锁与传感器',
    intro: [
      '识别出一张人脸，只有当结果送达需要它的系统——考勤表、访客登记、门禁、会员账户——才真正有价值。AIoT 应用集成平台正是天目算法、设备与您的业务应用交汇之处。',
      '平台把设备事件转化为业务事件，提供开放接口与现成的连接器，集成商无需改动设备固件，即可为学校、医院、银行与城市构建应用。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '平台能力',
        text: '三大平台一览。',
        to: '/platformcapability',
      },
      {
        title: '算法能力',
        text: '事件背后的算法。',
        to: '/algorithm',
      },
    ],
    offeringsTitle: '相关平台',
    solution: [
      '设备通过物联网统一管理平台接入，事件以统一格式汇聚。规则引擎把它们映射为到校、来访、缴费、报警等业务事件，再由连接器推送至考勤、人事、校园、医院与银行系统。',
      '面向各行业的应用模板，让项目第一天就拥有所需的看板与报表；开放的 REST 接口则让您的开发团队按需扩展。',
    ],
    solutionTitle: '平台如何运作',
  },
};
