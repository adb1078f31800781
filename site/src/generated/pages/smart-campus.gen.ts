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
    title: 'Smart Campus',
    description: 'Safe entrances, effortless attendance and configurable access for leaders, teachers and students.',
    capabilities: [
      {
        title: 'Walk-through attendance',
        text: 'Recognition at the gate, no queue, no card.',
      },
      {
        title: '7-day statistics',
        text: 'Late, absent and early-leaving students for each class.',
      },
      {
        title: 'Role-based access',
        text: 'Leaders, teachers, students and visitors, each with their own hours; a blacklist bars, a whitelist admits.',
      },
      {
        title: 'Messages to parents',
        text: 'Arrival and departure sent to the family.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'School attendance',
        text: 'Registers replaced by recognition.',
        to: '/schoolattendance',
      },
      {
        title: 'A school in Foshan',
        text: '100 face capture cameras across the campus.',
        to: '/schoolfoshan',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Who is at the gate?',
        text: 'Guards cannot know every face in a school of thousands.',
      },
      {
        title: 'Registers take time',
        text: 'Paper registers cost minutes of every lesson and miss late arrivals.',
      },
      {
        title: 'One rule for everyone',
        text: 'Teachers, students and visitors need different access at different hours.',
      },
    ],
    challengesTitle: 'What schools struggle with',
    figures: [
      {
        value: '100',
        label: 'face capture cameras in one campus case',
      },
      {
        value: '7 days',
        label: 'of abnormal attendance at a glance',
      },
      {
        value: '40+',
        label: 'algorithm models',
      },
    ],
    heroImageAlt: 'A school with its clock tower, flag and sports ground, and a camera at the gate recognising a pupil',
    intro: [
      'Parents want to know their children arrived; teachers want to teach, not take registers; school leaders want a gate that lets the right people in. Our smart campus solution does all three with the same face recognition.',
      'Gates and classroom terminals recognise students in under a second. Attendance is recorded as they walk in, and access rights follow each person\'s role: leaders, teachers, students and visitors.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Multimodal biometric authentication',
        text: 'Face, card and fingerprint on one platform.',
        to: '/platformcapability',
      },
      {
        title: 'Algorithm capability',
        text: 'Detection, recognition and liveness.',
        to: '/algorithm',
      },
    ],
    offeringsTitle: 'Terminals and platforms for the campus',
    solution: [
      'Face capture cameras at gates and corridors recognise students and staff as they pass. Each passage becomes an attendance record, and the 7-day abnormal attendance statistic shows head teachers who was late, absent or left early over the past week.',
      'Access rights are set per role and per time: school leaders everywhere, teachers in teaching areas, students during school hours, visitors only with an appointment. Parents receive a message when their child arrives.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧校园',
    description: '安全的出入口、轻松的考勤，以及可为校领导、教师与学生配置的通行权限。',
    capabilities: [
      {
        title: '无感考勤',
        text: '校门即识别，无需排队，无需刷卡。',
      },
      {
        title: '7 天统计',
        text: '按班级统计迟到、缺勤与早退学生。',
      },
      {
        title: '按角色授权',
        text: '校领导、教师、学生与访客各有通行时段；黑名单禁止通行，白名单直接放行。',
      },
      {
        title: '家校通知',
        text: '到校、离校信息推送给家长。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '校园考勤',
        text: '以人脸识别取代纸质点名。',
        to: '/schoolattendance',
      },
      {
        title: '佛山某学校',
        text: '全校部署 100 台人脸抓拍摄像机。',
        to: '/schoolfoshan',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '门口是谁？',
        text: '数千人的学校，门卫不可能认识每一张脸。',
      },
      {
        title: '点名耗时',
        text: '纸质点名占用课堂时间，还容易漏记迟到。',
      },
      {
        title: '权限一刀切',
        text: '教师、学生与访客在不同时段需要不同的通行权限。',
      },
    ],
    challengesTitle: '校园管理的难点',
    figures: [
      {
        value: '100',
        label: '单个校园案例部署的人脸抓拍摄像机',
      },
      {
        value: '7 天',
        label: '异常考勤统计周期',
      },
      {
        value: '40+',
        label: '算法模型',
      },
    ],
    heroImageAlt: '带钟楼、旗杆和运动场的校园，校门口的摄像机正在识别学生',
    intro: [
      '家长希望知道孩子已经平安到校，老师希望把时间用在教学而不是点名，校领导希望校门只让该进的人进来。天目智慧校园以同一套人脸识别同时满足这三项需求。',
      '校门与教室终端一秒内完成学生识别，学生走进校门即完成考勤；通行权限按角色配置：校领导、教师、学生与访客各有不同。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '多模态生物识别认证',
        text: '人脸、卡片与指纹统一认证。',
        to: '/platformcapability',
      },
      {
        title: '算法能力',
        text: '检测、识别与活体检测。',
        to: '/algorithm',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '校门与走廊的人脸抓拍摄像机在师生经过时完成识别，每一次通行都自动生成考勤记录；近 7 天异常考勤统计让班主任一眼看清一周内谁迟到、缺勤或早退。',
      '通行权限按角色和时段配置：校领导全校通行，教师通行教学区域，学生在校时段通行，访客凭预约通行。孩子到校后，家长即时收到通知。',
    ],
    solutionTitle: '解决方案',
  },
};
