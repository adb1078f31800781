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
    title: 'Smart Medical',
    description: 'Identity verification, visitor management and self-service for hospitals.',
    capabilities: [
      {
        title: 'Face registration',
        text: 'No card, no paper, no queue at the window.',
      },
      {
        title: 'Real-name appointments',
        text: 'Tickets bound to the patient\'s face.',
      },
      {
        title: 'Ward access',
        text: 'Staff and registered visitors only.',
      },
      {
        title: 'Terminal monitoring',
        text: 'Paper, status and queues on one screen.',
      },
    ],
    capabilitiesTitle: 'Capabilities',
    cases: [
      {
        title: 'Hospital case one',
        text: 'Face registration in outpatients.',
        to: '/hospitalone',
      },
      {
        title: 'Hospital case two',
        text: 'Ward access and visitor control.',
        to: '/hospitaltwo',
      },
    ],
    casesTitle: 'Case studies',
    challenges: [
      {
        title: 'Queues at every window',
        text: 'Registration, payment and results each have their own queue.',
      },
      {
        title: 'Ticket scalping',
        text: 'Appointments are bought and resold under other names.',
      },
      {
        title: 'Open wards',
        text: 'Anyone can walk into areas that should be protected.',
      },
    ],
    challengesTitle: 'What hospitals struggle with',
    figures: [
      {
        value: '40+',
        label: 'algorithm models',
      },
      {
        value: '13.3″',
        label: 'self-service screens at 1280×800',
      },
      {
        value: '72/80 mm',
        label: 'receipt paper for tickets and reports',
      },
    ],
    heroImageAlt: 'A hospital with a red cross and an ambulance at the door, and a camera at the entrance recognising a patient',
    intro: [
      'A hospital serves thousands of patients a day, and each one repeats the same steps: show a card, register, queue, pay, collect results. Our smart medical solution lets the face do that work, so staff can care for patients instead of checking papers.',
      'Registration, payment and report collection run on self-service terminals with face verification, and restricted wards admit only authorised staff and registered visitors.',
    ],
    more: 'Learn more',
    offerings: [
      {
        title: 'Self-service form-filling machine',
        text: 'Forms filled from the ID card.',
        to: '/machine',
      },
      {
        title: 'Super counter',
        text: 'Registration, payment and printing.',
        to: '/counter',
      },
      {
        title: 'IoT unified management',
        text: 'Every terminal on one console.',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: 'Terminals and platforms for hospitals',
    solution: [
      'Patients verify their face against their ID card once, then register, pay and collect reports at self-service terminals by looking at the camera. Appointments are bound to the patient\'s face, so a resold ticket does not get anyone through the door.',
      'Cameras at ward entrances recognise staff and registered visitors, and the IoT platform shows every terminal\'s paper, status and queue, so the information desk refills and fixes before patients notice.',
    ],
    solutionTitle: 'Our solution',
  },
  'zh-CN': {
    title: '智慧医疗',
    description: '面向医院的身份核验、访客管理与自助服务。',
    capabilities: [
      {
        title: '刷脸挂号',
        text: '无需就诊卡与纸质单据，不用窗口排队。',
      },
      {
        title: '实名就诊',
        text: '号源与患者人脸绑定。',
      },
      {
        title: '病区门禁',
        text: '仅限医护人员与登记访客。',
      },
      {
        title: '终端监控',
        text: '纸张、状态与排队一屏掌握。',
      },
    ],
    capabilitiesTitle: '核心能力',
    cases: [
      {
        title: '医院案例一',
        text: '门诊刷脸挂号。',
        to: '/hospitalone',
      },
      {
        title: '医院案例二',
        text: '病区门禁与访客管理。',
        to: '/hospitaltwo',
      },
    ],
    casesTitle: '案例',
    challenges: [
      {
        title: '处处排队',
        text: '挂号、缴费与取报告各排一次队。',
      },
      {
        title: '号贩子倒号',
        text: '专家号被冒名预约后高价转卖。',
      },
      {
        title: '病区难管',
        text: '本应受控的区域任何人都能进入。',
      },
    ],
    challengesTitle: '医院面临的难点',
    figures: [
      {
        value: '40+',
        label: '算法模型',
      },
      {
        value: '13.3″',
        label: '1280×800 分辨率自助终端屏幕',
      },
      {
        value: '72/80 mm',
        label: '小票与报告打印纸宽度',
      },
    ],
    heroImageAlt: '带红十字的医院，门口停着救护车，入口摄像机正在识别患者',
    intro: [
      '一家医院每天接待数千名患者，每个人都要重复同样的步骤：出示就诊卡、挂号、排队、缴费、取报告。天目智慧医疗解决方案让“刷脸”完成这些环节，医护人员得以把精力留给患者，而不是核对单据。',
      '挂号、缴费与取报告均可在支持人脸核验的自助终端上完成；重点病区仅允许授权医护人员与登记访客进入。',
    ],
    more: '了解更多',
    offerings: [
      {
        title: '自助填单机',
        text: '读取身份证自动填单。',
        to: '/machine',
      },
      {
        title: '超级柜台',
        text: '挂号、缴费与打印。',
        to: '/counter',
      },
      {
        title: '物联网统一管理',
        text: '所有终端统一管理。',
        to: '/platformcapability',
      },
    ],
    offeringsTitle: '适用的终端与平台',
    solution: [
      '患者首次人证核验后，即可在自助终端“刷脸”完成挂号、缴费与取报告。预约号与患者人脸绑定，转卖的号源无法通过核验。',
      '病区入口摄像机识别医护人员与登记访客；物联网平台实时显示每台终端的纸张、运行状态与排队情况，服务台可在患者察觉之前完成补纸与维护。',
    ],
    solutionTitle: '解决方案',
  },
};
