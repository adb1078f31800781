// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly algorithmTable: {
    readonly title: string;
    readonly caption: string;
    readonly serial: string;
    readonly type: string;
    readonly capability: string;
    readonly alert: string;
    readonly rows: readonly {
      readonly type: string;
      readonly capability: string;
      readonly alert: string;
    }[];
  };
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
    title: 'Smart Security',
    description: 'Video algorithms that detect, alert and record, with an alert strategy for each algorithm.',
    algorithmTable: {
      title: 'Security algorithms and alert strategies',
      caption: 'Algorithms of the smart security solution: type, capability and alert strategy',
      serial: 'No.',
      type: 'Algorithm type',
      capability: 'Algorithm capability',
      alert: 'Alert strategy',
      rows: [
        {
          type: 'Area intrusion',
          capability: 'Detects a person or vehicle entering a drawn area such as a fence line or a roof.',
          alert: 'Immediate alert to the control room with the clip; optional siren.',
        },
        {
          type: 'Loitering',
          capability: 'Detects a person staying in an area longer than the set time.',
          alert: 'Alert after the set time; repeated loitering raises the level.',
        },
        {
          type: 'Face watch-list',
          capability: 'Recognises faces on a watch-list at gates and entrances.',
          alert: 'Alert to the guard on duty; the gate stays closed.',
        },
        {
          type: 'Crowd density',
          capability: 'Counts people in an area and estimates density.',
          alert: 'Warning above the first threshold, alert above the second.',
        },
        {
          type: 'Mask detection',
          capability: 'Tells whether a mask is worn, worn incorrectly or not worn.',
          alert: 'Voice reminder on the spot; no alarm to the control room.',
        },
        {
          type: 'Abandoned object',
          capability: 'Detects a bag or parcel left unattended.',
          alert: 'Alert after the set time, with a snapshot of who left it.',
        },
      ],
    },
    capabilities: [
      {
        title: 'Per-camera algorithms',
        text: 'Each place gets the detection it needs.',
      },
      {
        title: 'Alert strategies',
        text: 'Who is told, how, and what the gate does.',
      },
      {
        title: 'Evidence clips',
        text: '10 seconds before and after each alert.',
      },
      {
        title: 'Watch-lists',
        text: 'Faces of concern recognised at every gate.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'City video surveillance',
        text: 'Event clips instead of endless footage.',
        to: '/cityvideocase',
      },
      {
        title: 'A district in one view',
        text: 'Cameras, gates and halls connected.',
        to: '/citycase',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Too many screens',
        text: 'One operator cannot watch dozens of feeds for hours.',
      },
      {
        title: 'False alarms',
        text: 'Motion detection fires on shadows, rain and cats.',
      },
      {
        title: 'No evidence',
        text: 'An alert without the clip is hard to judge and hard to prove.',
      },
    ],
    challengesTitle: 'What security teams struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '10 s',
        label: 'of video before and after every alert',
      },
      {
        value: '24/7',
        label: 'detection without fatigue',
      },
    ],
    heroImageAlt: 'A security control room: the video wall with an alert on one screen, operators at their desks, and a shield',
    intro: [
      'Security teams watch more screens than they can see. Our smart security solution puts algorithms in front of the screens: each camera reports what it detects, each detection follows an alert strategy, and operators act on alerts, not on hours of video.',
      'The algorithms below run on cameras, edge boxes or in the data centre; every alert carries the clip of 10 seconds before and after the event.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Algorithm capability',
        text: 'Detection, recognition and tracking.',
        to: '/algorithm',
      },
      {
        title: 'IoT unified management',
        text: 'Cameras and gates on one console.',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: 'Terminals and platforms for security',
    solution: [
      'Each camera is assigned the algorithms its place needs: intrusion at the fence, loitering at the entrance, a face watch-list at the gate. The alert strategy decides what happens next: a pop-up, a message to the patrol, a gate that stays shut.',
      'Because algorithms classify what they see, shadows and animals do not raise alarms, and because every alert carries its clip, an operator can decide in seconds.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧安防',
    description: '可检测、告警与录像的视频算法，每种算法配有相应的告警策略。',
    algorithmTable: {
      title: '安防算法与告警策略',
      caption: '智慧安防算法一览：算法类型、算法能力与告警策略',
      serial: '序号',
      type: '算法类型',
      capability: '算法能力',
      alert: '告警策略',
      rows: [
        {
          type: '区域入侵',
          capability: '检测人员或车辆进入围栏、楼顶等划定区域。',
          alert: '立即推送告警及视频片段至监控中心，可联动声光警报。',
        },
        {
          type: '徘徊检测',
          capability: '检测人员在区域内停留超过设定时长。',
          alert: '超时后告警；多次徘徊提升告警等级。',
        },
        {
          type: '人脸布控',
          capability: '在闸机与出入口识别布控名单中的人员。',
          alert: '推送给当班保安，闸机保持关闭。',
        },
        {
          type: '人群密度',
          capability: '统计区域人数并估算密度。',
          alert: '超过一级阈值预警，超过二级阈值告警。',
        },
        {
          type: '口罩检测',
          capability: '判断口罩是否佩戴、是否规范佩戴。',
          alert: '现场语音提醒，不上报监控中心。',
        },
        {
          type: '物品遗留',
          capability: '检测无人看管的包裹或物品。',
          alert: '超时后告警，并附遗留人员抓拍图。',
        },
      ],
    },
    capabilities: [
      {
        title: '按点位配置算法',
        text: '每个点位启用所需的检测。',
      },
      {
        title: '告警策略',
        text: '通知谁、如何通知、闸机如何联动。',
      },
      {
        title: '证据片段',
        text: '每条告警前后各 10 秒视频。',
      },
      {
        title: '人脸布控',
        text: '重点人员在每个出入口被识别。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '城市视频监控',
        text: '用事件片段替代海量录像。',
        to: '/cityvideocase',
      },
      {
        title: '城区全景一张图',
        text: '摄像机、闸机与大厅互联互通。',
        to: '/citycase',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '屏幕太多',
        text: '一个人无法连续数小时盯住几十路画面。',
      },
      {
        title: '误报频繁',
        text: '移动侦测会被阴影、雨水甚至猫触发。',
      },
      {
        title: '缺少证据',
        text: '没有视频片段的告警难以研判，也难以作为证据。',
      },
    ],
    challengesTitle: '安保工作的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '10 秒',
        label: '每条告警前后各保留的视频时长',
      },
      {
        value: '24/7',
        label: '全天候不间断检测',
      },
    ],
    heroImageAlt: '安防指挥室：视频墙上一块屏幕告警，值班员坐在控制台前，旁边是盾牌',
    intro: [
      '安保团队需要盯的屏幕远比看得过来的多。天目智慧安防解决方案让算法替人盯屏：每台摄像机上报检测结果，每类检测都有对应的告警策略，值守人员只需处置告警，而不必回看数小时录像。',
      '下表中的算法可运行在摄像机、边缘盒子或数据中心；每条告警都附带事件前后各 10 秒的视频片段。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '算法能力',
        text: '检测、识别与跟踪。',
        to: '/algorithm',
      },
      {
        title: '物联网统一管理',
        text: '摄像机与闸机统一管理。',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '根据点位需要为每台摄像机配置算法：围栏处检测入侵，出入口检测徘徊，闸机处进行人脸布控。告警策略决定后续动作：弹窗提示、推送给巡逻人员，或保持闸机关闭。',
      '算法能识别目标类别，阴影和动物不会触发告警；每条告警都附带视频片段，值守人员几秒钟就能做出判断。',
    ],
    solutionTitle: '解决方案',
  },
};
