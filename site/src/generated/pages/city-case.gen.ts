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
    title: 'Case Study: Smart City',
    description: 'How a district connected its cameras, access points and service halls into one view of the city.',
    challenge: [
      'The district ran video surveillance, access control at public buildings and a citizen service hall, each bought at a different time from a different vendor. Operators switched between four consoles, and nobody could say at a glance what was happening across the district.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'IoT unified management platform for all existing devices',
      'Face detection and structuring at the main camera points',
      'Super counters and form-filling machines in the service hall',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A district government in Guangdong',
      },
      {
        label: 'Sector',
        value: 'Smart city',
      },
      {
        label: 'Devices connected',
        value: 'Cameras, gates and service-hall terminals',
      },
      {
        label: 'In service since',
        value: '2020',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'Three city districts joined by fibre to one command centre, each with a street camera, and the centre\'s status of the three',
    related: [
      {
        label: 'Smart city solution',
        to: '/city',
      },
      {
        label: 'City video surveillance case',
        to: '/cityvideocase',
      },
      {
        label: 'Platform capability',
        to: '/platformcapability',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '1',
        label: 'console instead of four',
      },
      {
        value: '10 s',
        label: 'of video before and after each event',
      },
      {
        value: '2 MP',
        label: '1920×1080 cameras at access points',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'We connected every device to the IoT unified management platform without replacing it, added face detection and structuring to the main camera points, and built one map for the district\'s command centre. Alerts now reach the team responsible for the place where they happen.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：智慧城市',
    description: '某城区如何把摄像头、出入口与政务大厅连接成一张城市全景图。',
    challenge: ['该区的视频监控、公共建筑门禁与市民服务大厅分别在不同时期向不同厂商采购，值守人员要在四套后台之间来回切换，没有人能一眼看清全区的整体态势。'],
    challengeTitle: '项目挑战',
    deployed: ['物联网统一管理平台，接入全部存量设备', '主要点位部署人脸检测与结构化算法', '服务大厅部署超级柜台与自助填单机'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '广东省某区政府',
      },
      {
        label: '行业',
        value: '智慧城市',
      },
      {
        label: '接入设备',
        value: '摄像机、闸机与政务大厅终端',
      },
      {
        label: '上线时间',
        value: '2020',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '三个城区经光纤连到同一指挥中心，每个城区都有街道摄像机，指挥中心显示三个城区的状态',
    related: [
      {
        label: '智慧城市解决方案',
        to: '/city',
      },
      {
        label: '城市视频监控案例',
        to: '/cityvideocase',
      },
      {
        label: '平台能力',
        to: '/platformcapability',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '1',
        label: '套后台取代原来的四套',
      },
      {
        value: '10 秒',
        label: '事件前后各保留的视频时长',
      },
      {
        value: '2 MP',
        label: '出入口 1920×1080 摄像机',
      },
    ],
    resultsTitle: '项目成效',
    solution: [
      '我们在不替换原有设备的前提下，把所有设备接入物联网统一管理平台，在主要点位增加人脸检测与结构化能力，并为区指挥中心搭建了一张全景地图。告警如今会直接推送给负责事发区域的团队。',
    ],
    solutionTitle: '实施方案',
  },
};
