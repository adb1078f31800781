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
    title: 'Case Study: Hospital Ward Access',
    description: 'Controlled ward access for staff, patients and visitors.',
    challenge: [
      'Visitors walked into wards at any hour, and nurses had no way to know who was a registered carer. During the epidemic the hospital had to limit each patient to one carer, and enforcing it by hand at every ward door was impossible.',
    ],
    challengeTitle: 'The challenge',
    deployed: [
      'Face recognition at every ward entrance',
      'Carer registration bound to one patient',
      'Fingerprint as a fallback, rated for 1 million uses',
    ],
    deployedTitle: 'Deployed',
    facts: [
      {
        label: 'Customer',
        value: 'A specialist hospital in Guangdong',
      },
      {
        label: 'Sector',
        value: 'Smart medical',
      },
      {
        label: 'Area',
        value: 'Inpatient wards',
      },
      {
        label: 'In service since',
        value: '2022',
      },
    ],
    factsTitle: 'At a glance',
    heroImageAlt: 'A ward corridor whose door opens to faces on the ward\'s list: a nurse at the door terminal, a patient\'s bed beyond',
    related: [
      {
        label: 'Smart medical solution',
        to: '/medicalcare',
      },
      {
        label: 'Hospital case one',
        to: '/hospitalone',
      },
    ],
    relatedTitle: 'Related',
    results: [
      {
        value: '1',
        label: 'registered carer per patient, enforced',
      },
      {
        value: '24/7',
        label: 'ward access control',
      },
      {
        value: '1 million',
        label: 'uses of the fingerprint sensor',
      },
    ],
    resultsTitle: 'Results',
    solution: [
      'Ward entrances now recognise staff and registered carers. A carer registers once with the ID card and is bound to one patient and one ward; visitors outside visiting hours are politely turned away by the terminal, and nurses see who is on the ward.',
    ],
    solutionTitle: 'What we did',
  },
  'zh-CN': {
    title: '案例：医院病区通行',
    description: '为医护人员、患者与访客提供分级的病区通行管理。',
    challenge: ['访客随时可以走进病区，护士无法分辨谁是登记在册的陪护。疫情期间医院要求每位患者仅限一名陪护，靠人工在每个病区门口把关根本无法做到。'],
    challengeTitle: '项目挑战',
    deployed: ['每个病区入口部署人脸识别', '陪护登记与患者一对一绑定', '指纹作为备用方式，寿命达 100 万次'],
    deployedTitle: '部署内容',
    facts: [
      {
        label: '客户',
        value: '广东省某专科医院',
      },
      {
        label: '行业',
        value: '智慧医疗',
      },
      {
        label: '区域',
        value: '住院病区',
      },
      {
        label: '上线时间',
        value: '2022',
      },
    ],
    factsTitle: '项目概况',
    heroImageAlt: '病区走廊的门只为名单内的人脸开启：护士在门禁终端前，里面是病床',
    related: [
      {
        label: '智慧医疗解决方案',
        to: '/medicalcare',
      },
      {
        label: '医院案例一',
        to: '/hospitalone',
      },
    ],
    relatedTitle: '相关内容',
    results: [
      {
        value: '1',
        label: '名登记陪护，每位患者严格执行',
      },
      {
        value: '24/7',
        label: '全天候病区门禁',
      },
      {
        value: '100 万次',
        label: '指纹传感器使用寿命',
      },
    ],
    resultsTitle: '项目成效',
    solution: ['病区入口如今可识别医护人员与登记陪护。陪护凭身份证一次登记，与一名患者、一个病区绑定；非探视时段的访客由终端礼貌劝离，护士可随时查看病区内人员。'],
    solutionTitle: '实施方案',
  },
};
