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
    title: 'Case Study: Hospital Self-Service',
    description: 'Registration and payment by face at a city hospital.',
    challenge: [
      'Outpatients queued three times, to register, to pay and to collect results, and expert appointments were booked by scalpers under other names and resold at the door.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Super counters with 13.3″ screens at 1280×800',
      'Receipt printing on 72/80 mm paper',
      'Face check at consulting rooms',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A general hospital in Guangdong',
      },
      {
        label: 'Sector',
        value: 'Smart medical',
      },
      {
        label: 'Area',
        value: 'Outpatient department',
      },
      {
        label: 'In service since',
        value: '2021',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'A hospital lobby with a row of self-service kiosks, a patient signing in with her face, waiting seats and the calling screen',
    related: [
      {
        label: 'Smart medical solution',
        to: '/medicalcare',
      },
      {
        label: 'Hospital case two',
        to: '/hospitaltwo',
      },
      {
        label: 'Super counter',
        to: '/counter',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '1',
        label: 'terminal for registration, payment and reports',
      },
      {
        value: '0',
        label: 'resold appointments accepted',
      },
      {
        value: '40+',
        label: 'algorithm models',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Self-service terminals with face verification now handle registration, payment and report printing. Appointments are bound to the patient\'s face, checked again at the consulting room, so a resold ticket gets nobody in.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：医院自助服务',
    description: '某市医院实现刷脸挂号与缴费。',
    challenge: ['门诊患者要排三次队：挂号、缴费、取报告；专家号还常被号贩子冒名抢约，再在门口高价转卖。'],
    challengeTitle: '项目挑战',
    deployed: ['配备 1280×800 分辨率 13.3″ 屏幕的超级柜台', '72/80 mm 小票打印', '诊室门口人脸核验'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '广东省某综合医院',
      },
      {
        label: '行业',
        value: '智慧医疗',
      },
      {
        label: '区域',
        value: '门诊部',
      },
      {
        label: '上线时间',
        value: '2021',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '医院大厅的一排自助机，患者刷脸签到，旁边是候诊座椅和叫号屏',
    related: [
      {
        label: '智慧医疗解决方案',
        to: '/medicalcare',
      },
      {
        label: '医院案例二',
        to: '/hospitaltwo',
      },
      {
        label: '超级柜台',
        to: '/counter',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '1',
        label: '台终端完成挂号、缴费与取报告',
      },
      {
        value: '0',
        label: '个转卖号源可用',
      },
      {
        value: '40+',
        label: '算法模型',
      },
    ],
    resultsTitle: '项目成效',
    solution: ['支持人脸核验的自助终端承担了挂号、缴费与报告打印。预约号与患者人脸绑定，诊室门口再次核验，转卖的号源无法使用。'],
    solutionTitle: '实施方案',
  },
};
