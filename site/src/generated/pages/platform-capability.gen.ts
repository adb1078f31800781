// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly deployment: readonly string[];
  readonly deploymentTitle: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly platforms: readonly {
    readonly title: string;
    readonly text: string;
    readonly features: readonly string[];
    readonly to: RoutePath;
    readonly more: string;
  }[];
  readonly platformsTitle: string;
  readonly related: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly relatedTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Platform Capability',
    description: 'Multimodal biometric authentication, IoT unified management and AIoT application integration platforms.',
    deployment: [
      'In our cloud, ready in a day',
      'On premises, in your data centre',
      'Hybrid: devices at the edge, management in the cloud',
    ],
    deploymentTitle: 'Deployment',
    heroImageAlt: 'Three platforms stacked as layers over the cameras, kiosks and gates they serve',
    intro: [
      'Three platforms carry our algorithms and devices into service. Each can run on its own; together they take a project from identity to device to application.',
    ],
    platforms: [
      {
        title: 'Multimodal biometric authentication platform',
        text: 'One identity, verified by face, fingerprint, card or password, whichever the place and the risk call for.',
        features: [
          'Face, fingerprint, card, password and combinations',
          'Liveness detection against photos and masks',
          'One audit trail for every verification',
        ],
        to: '/algorithm',
        more: 'The algorithms behind it',
      },
      {
        title: 'IoT unified management platform',
        text: 'Cameras, gates, terminals and cabinets of any brand, registered, monitored and updated from one console.',
        features: [
          'Device status, alarms and location on one map',
          'Remote configuration and firmware updates',
          'Wired or 4G connections',
        ],
        to: '/terminal',
        more: 'The terminals it manages',
      },
      {
        title: 'AIoT application integration platform',
        text: 'Device events become business events and reach attendance, HR, campus, hospital and banking systems.',
        features: [
          'Rules from "face matched" to "student arrived"',
          'Connectors and open REST interfaces',
          'Sector templates for dashboards and reports',
        ],
        to: '/aiot',
        more: 'More about the AIoT platform',
      },
    ],
    platformsTitle: 'Our platforms',
    related: [
      {
        label: 'Algorithm capability',
        to: '/algorithm',
      },
      {
        label: 'Smart city solution',
        to: '/city',
      },
      {
        label: 'Business cooperation',
        to: '/work',
      },
    ],
    relatedTitle: 'Related',
  },
  'zh-CN': {
    title: '平台能力',
    description: '多模态生物识别认证平台、物联网统一管理平台与 AIoT 应用集成平台。',
    deployment: ['天目云端部署，一天即可就绪', '私有化部署于您的数据中心', '混合部署：设备在边缘，管理在云端'],
    deploymentTitle: '部署方式',
    heroImageAlt: '三层叠放的平台，下面是它们服务的摄像机、自助终端与闸机',
    intro: ['三大平台把天目的算法与设备带入实际业务。每个平台都可独立运行，组合使用时，可贯通从身份、设备到应用的完整链路。'],
    platforms: [
      {
        title: '多模态生物识别认证平台',
        text: '同一身份，可按场景与风险等级选择人脸、指纹、卡片或密码进行认证。',
        features: ['人脸、指纹、卡片、密码及组合认证', '活体检测防范照片与面具攻击', '所有认证记录统一审计'],
        to: '/algorithm',
        more: '平台背后的算法',
      },
      {
        title: '物联网统一管理平台',
        text: '任意品牌的摄像机、闸机、终端与文件柜，在一个后台完成注册、监控与升级。',
        features: ['设备状态、告警与位置一图掌握', '远程配置与固件升级', '支持有线与 4G 联网'],
        to: '/terminal',
        more: '平台管理的终端',
      },
      {
        title: 'AIoT 应用集成平台',
        text: '设备事件转化为业务事件，推送至考勤、人事、校园、医院与银行系统。',
        features: ['从“比对成功”到“学生到校”的业务规则', '系统连接器与开放 REST 接口', '行业看板与报表模板'],
        to: '/aiot',
        more: '了解 AIoT 平台',
      },
    ],
    platformsTitle: '三大平台',
    related: [
      {
        label: '算法能力',
        to: '/algorithm',
      },
      {
        label: '智慧城市解决方案',
        to: '/city',
      },
      {
        label: '商务合作',
        to: '/work',
      },
    ],
    relatedTitle: '相关内容',
  },
};
