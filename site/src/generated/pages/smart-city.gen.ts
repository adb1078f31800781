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
    title: 'Smart City',
    description: 'Face recognition and IoT sensing that help a city see, understand and respond to what happens in its public spaces.',
    capabilities: [
      {
        title: 'One map of every device',
        text: 'Status, location and alerts of cameras, gates and terminals on one map.',
      },
      {
        title: 'Event-triggered clips',
        text: '10 seconds before and after each event, stored with the alert.',
      },
      {
        title: 'Search by face or attribute',
        text: 'Find where a person appeared, or everyone in a red coat near the station.',
      },
      {
        title: 'Identity at the counter',
        text: 'Face and ID card verification on service-hall terminals.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'A district in one view',
        text: 'Cameras, gates and halls connected.',
        to: '/citycase',
      },
      {
        title: 'City video surveillance',
        text: 'Event clips instead of endless footage.',
        to: '/cityvideocase',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Cameras without insight',
        text: 'Recordings pile up, but finding one event means hours of scrolling through footage.',
      },
      {
        title: 'Systems that do not talk',
        text: 'Video, access control and service halls come from different vendors with different consoles.',
      },
      {
        title: 'Slow response',
        text: 'An alert without context reaches the wrong desk, and the chance to act passes.',
      },
    ],
    challengesTitle: 'What cities struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '10 s',
        label: 'of video kept before and after each event',
      },
      {
        value: '2 MP',
        label: '1920×1080 cameras at every access point',
      },
    ],
    heroImageAlt: 'A city district at a crossroads: towers, street cameras on the corners recognising a pedestrian, and the city dashboard they report to',
    intro: [
      'A city already owns thousands of cameras, gates and service-hall terminals. What it lacks is one picture: which events matter, where they happen and who should act. Our smart city solution turns those devices into a single, searchable view of public space.',
      'Face algorithms run at the edge and in the data centre, the IoT platform manages every device, and operators see alerts with the evidence attached: the video clip, the place and the time.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'IoT unified management',
        text: 'Every device, one console.',
        to: '/platformcapability',
      },
      {
        title: 'Super counter',
        text: 'Self-service for the busiest halls.',
        to: '/counter',
      },
      {
        title: 'Algorithm capability',
        text: 'Detection, recognition, tracking and structuring.',
        to: '/algorithm',
      },
    ],
    offeringsTitle: 'Terminals and platforms for the city',
    solution: [
      'Every camera, gate and terminal is registered on the IoT unified management platform, whatever its brand. Face detection, tracking and structuring turn the video into searchable records: a person, a time, a place, a direction.',
      'When a rule fires, the platform keeps 10 seconds of video before and after the event, attaches it to the alert and routes the alert to the team on duty. Service halls use the same identity checks, so citizens verify once and are recognised at every counter.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧城市',
    description: '以人脸识别与物联网感知，帮助城市看见、理解并及时响应公共空间中发生的一切。',
    capabilities: [
      {
        title: '设备一张图',
        text: '摄像机、闸机与终端的状态、位置和告警，一张地图全掌握。',
      },
      {
        title: '事件触发录像',
        text: '每个事件前后各 10 秒视频，随告警一并保存。',
      },
      {
        title: '以脸搜人、按属性检索',
        text: '查找某人出现过的位置，或车站附近所有身穿红色外套的人。',
      },
      {
        title: '窗口身份核验',
        text: '政务大厅终端支持人脸与身份证比对核验。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '城区全景一张图',
        text: '摄像机、闸机与大厅互联互通。',
        to: '/citycase',
      },
      {
        title: '城市视频监控',
        text: '用事件片段替代海量录像。',
        to: '/cityvideocase',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '只录像不分析',
        text: '录像越积越多，想找到一个事件却要花几个小时逐段回看。',
      },
      {
        title: '系统各自为政',
        text: '视频、门禁与政务大厅系统来自不同厂商，各有各的管理后台。',
      },
      {
        title: '响应不及时',
        text: '缺少上下文的告警被派错部门，最佳处置时机转瞬即逝。',
      },
    ],
    challengesTitle: '城市管理的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '10 秒',
        label: '事件前后各保留的视频时长',
      },
      {
        value: '2 MP',
        label: '出入口标配 1920×1080 摄像机',
      },
    ],
    heroImageAlt: '十字路口旁的城市街区：高楼、街角识别行人的摄像机，以及它们上报的城市态势大屏',
    intro: [
      '城市早已拥有成千上万的摄像机、闸机与政务大厅终端，缺少的是一张全局视图：哪些事件值得关注、发生在哪里、应由谁来处置。天目智慧城市解决方案把这些设备连接成一张可检索的公共空间全景图。',
      '人脸算法同时运行在边缘与数据中心，物联网平台统一管理每一台设备，值守人员收到的每条告警都附带证据：现场视频、位置与时间。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '物联网统一管理',
        text: '所有设备，一个后台。',
        to: '/platformcapability',
      },
      {
        title: '超级柜台',
        text: '为繁忙大厅提供自助服务。',
        to: '/counter',
      },
      {
        title: '算法能力',
        text: '检测、识别、跟踪与结构化。',
        to: '/algorithm',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '无论品牌，每一台摄像机、闸机与终端都接入物联网统一管理平台。人脸检测、跟踪与结构化算法把视频变成可检索的记录：人员、时间、地点与行进方向。',
      '规则一旦触发，平台自动保存事件前后各 10 秒的视频，附在告警中推送给当班团队。政务大厅采用同一套身份核验，市民核验一次，即可在每个窗口被识别。',
    ],
    solutionTitle: '解决方案',
  },
};
