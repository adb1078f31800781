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
    title: 'Case Study: A School in Foshan',
    description: '100 face capture cameras covering the gates, corridors and playgrounds of one campus.',
    challenge: [
      'A large campus with several gates, dormitories and a sports ground: the school wanted to know who was on site at any moment, keep strangers out of the dormitories and give leaders, teachers and students the access their role needs, without slowing the morning rush.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      '100 face capture cameras',
      'Role-based access for leaders, teachers and students',
      'Integration with the school\'s management system',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A school in Foshan, Guangdong',
      },
      {
        label: 'Sector',
        value: 'Smart campus',
      },
      {
        label: 'Face capture cameras',
        value: '100',
      },
      {
        label: 'In service since',
        value: '2021',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'A whole campus in Foshan with face capture cameras on every building, linked to one server room, and the cameras shown as a grid on screen',
    related: [
      {
        label: 'Smart campus solution',
        to: '/smartcampus',
      },
      {
        label: 'School attendance case',
        to: '/schoolattendance',
      },
      {
        label: 'AIoT application integration',
        to: '/aiot',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '100',
        label: 'face capture cameras in service',
      },
      {
        value: '< 1 s',
        label: 'to recognise a student at the gate',
      },
      {
        value: '7 days',
        label: 'abnormal attendance statistic for teachers',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'We installed 100 face capture cameras across gates, dormitory entrances and main corridors, connected them to the AIoT application integration platform and delivered attendance and access events to the school\'s own management system.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：佛山某学校',
    description: '100 台人脸抓拍摄像机覆盖校门、走廊与操场。',
    challenge: [
      '校园面积大，有多个校门、宿舍区与运动场。学校希望随时掌握在校人员情况，阻止陌生人进入宿舍，并按角色为校领导、教师和学生分配通行权限，同时不能拖慢早高峰的入校速度。',
    ],
    challengeTitle: '项目挑战',
    deployed: ['100 台人脸抓拍摄像机', '校领导、教师与学生分角色授权', '与学校管理系统对接'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '广东省佛山市某学校',
      },
      {
        label: '行业',
        value: '智慧校园',
      },
      {
        label: '人脸抓拍摄像机',
        value: '100',
      },
      {
        label: '上线时间',
        value: '2021',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '佛山一所校园的每栋楼都装有人脸抓拍摄像机，统一连到机房，屏幕以网格显示全部摄像机',
    related: [
      {
        label: '智慧校园解决方案',
        to: '/smartcampus',
      },
      {
        label: '校园考勤案例',
        to: '/schoolattendance',
      },
      {
        label: 'AIoT 应用集成平台',
        to: '/aiot',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '100',
        label: '台人脸抓拍摄像机投入使用',
      },
      {
        value: '< 1 s',
        label: '校门识别学生用时',
      },
      {
        value: '7 天',
        label: '异常考勤统计供教师查看',
      },
    ],
    resultsTitle: '项目成效',
    solution: ['我们在校门、宿舍入口与主要走廊部署了 100 台人脸抓拍摄像机，接入 AIoT 应用集成平台，并把考勤与通行事件推送至学校自有的管理系统。'],
    solutionTitle: '实施方案',
  },
};
