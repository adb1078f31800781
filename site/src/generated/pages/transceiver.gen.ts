// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly callouts: readonly {
    readonly device: string;
    readonly part: string;
    readonly label: string;
    readonly value: string;
  }[];
  readonly calloutsTitle: string;
  readonly features: readonly {
    readonly title: string;
    readonly text: string;
  }[];
  readonly featuresTitle: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly related: readonly {
    readonly to: RoutePath;
    readonly label: string;
  }[];
  readonly relatedTitle: string;
  readonly specTables: readonly {
    readonly caption: string;
    readonly rows: readonly {
      readonly label: string;
      readonly value: string;
    }[];
  }[];
  readonly specTitle: string;
  readonly uses: readonly string[];
  readonly usesTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Transceiver',
    description: 'A 4G transceiver with 2.5 m positioning accuracy that links terminals and sensors to the platform.',
    callouts: [
      {
        device: 'transceiver',
        part: 'network',
        label: 'Mobile network',
        value: '4G support',
      },
      {
        device: 'transceiver',
        part: 'positioning',
        label: 'Positioning accuracy',
        value: '2.5 m',
      },
      {
        device: 'transceiver',
        part: 'camera',
        label: 'Camera',
        value: '2 MP (1920×1080)',
      },
    ],
    calloutsTitle: 'Key figures',
    features: [
      {
        title: '4G connectivity',
        text: 'No cabling and no local network needed; the transceiver connects over 4G wherever there is mobile coverage.',
      },
      {
        title: 'Positioning accurate to 2.5 m',
        text: 'Every report carries a location, so the platform shows on the map where each device and each event is.',
      },
      {
        title: 'Built-in camera',
        text: 'The 2 MP camera (1920×1080) captures images for on-site records and face capture.',
      },
      {
        title: 'Relay for nearby devices',
        text: 'Sensors and terminals nearby send their data through the transceiver, which forwards it to the platform and passes commands back.',
      },
    ],
    featuresTitle: 'Features',
    heroImageAlt: 'A compact transceiver with an antenna, a camera lens and a status light',
    intro: [
      'The transceiver is the link between the places our terminals work and the platform that manages them. It sends and receives data over 4G, reports its position to within 2.5 m, and captures images with its own camera.',
      'Mount it on a vehicle, at a temporary service point or at a site without a wired network, and its data arrives on the IoT unified management platform like that of any other device.',
      'Because it reports through the same platform as our card dispensers and cabinets, one transceiver turns a mobile service vehicle into a managed service point that can be located on the map.',
    ],
    related: [
      {
        to: '/terminal',
        label: 'All terminals',
      },
      {
        to: '/carddispenser',
        label: 'Dual-screen card dispensers',
      },
      {
        to: '/platformcapability',
        label: 'Platform capability',
      },
      {
        to: '/city',
        label: 'Smart city',
      },
    ],
    relatedTitle: 'Related',
    specTables: [
      {
        caption: 'Transceiver',
        rows: [
          {
            label: 'Mobile network',
            value: '4G support',
          },
          {
            label: 'Positioning accuracy',
            value: '2.5 m',
          },
          {
            label: 'Camera',
            value: '2 MP (1920×1080)',
          },
        ],
      },
    ],
    specTitle: 'Specifications',
    uses: [
      'Mobile service vehicles and outreach card issuing',
      'Temporary venues and event check-in',
      'Building sites, warehouses and other places without a wired network',
      'Tracking equipment that moves between sites',
    ],
    usesTitle: 'Typical uses',
  },
  'zh-CN': {
    title: '收发器',
    description: '支持 4G、定位精度 2.5 米的收发器，将终端与传感器接入平台。',
    callouts: [
      {
        device: 'transceiver',
        part: 'network',
        label: '移动网络',
        value: '支持 4G',
      },
      {
        device: 'transceiver',
        part: 'positioning',
        label: '定位精度',
        value: '2.5 米',
      },
      {
        device: 'transceiver',
        part: 'camera',
        label: '摄像头',
        value: '200 万像素（1920×1080）',
      },
    ],
    calloutsTitle: '关键参数',
    features: [
      {
        title: '4G 联网',
        text: '无需布线，也无需本地网络，有移动信号的地方即可通过 4G 接入。',
      },
      {
        title: '2.5 米定位精度',
        text: '每条上报数据都带有位置信息，平台可在地图上标出每台设备、每个事件的所在位置。',
      },
      {
        title: '内置摄像头',
        text: '200 万像素摄像头（1920×1080），用于现场留档与人脸抓拍。',
      },
      {
        title: '周边设备中继',
        text: '周边传感器与终端可经由收发器上传数据，由它转发至平台并回传控制指令。',
      },
    ],
    featuresTitle: '产品亮点',
    heroImageAlt: '小巧的收发器，配有天线、摄像头镜头与状态指示灯',
    intro: [
      '收发器是终端工作现场与管理平台之间的纽带：通过 4G 收发数据，定位精度达 2.5 米，还能用自带摄像头采集图像。',
      '无论装在车辆上、临时服务点还是没有有线网络的场所，它的数据都会像其他设备一样汇入物联网统一管理平台。',
      '收发器与发卡机、文件收发柜接入同一平台，装上一台收发器，整辆流动服务车就成了可管理、可在地图上定位的服务网点。',
    ],
    related: [
      {
        to: '/terminal',
        label: '全部终端',
      },
      {
        to: '/carddispenser',
        label: '双屏发卡机',
      },
      {
        to: '/platformcapability',
        label: '平台能力',
      },
      {
        to: '/city',
        label: '智慧城市',
      },
    ],
    relatedTitle: '相关内容',
    specTables: [
      {
        caption: '收发器',
        rows: [
          {
            label: '移动网络',
            value: '支持 4G',
          },
          {
            label: '定位精度',
            value: '2.5 米',
          },
          {
            label: '摄像头',
            value: '200 万像素（1920×1080）',
          },
        ],
      },
    ],
    specTitle: '技术参数',
    uses: ['流动服务车与上门发卡', '临时场馆与活动签到', '工地、仓库等无有线网络的场所', '跨场地流转设备的位置追踪'],
    usesTitle: '典型应用',
  },
};
