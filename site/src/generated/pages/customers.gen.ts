// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly groups: readonly {
    readonly title: string;
    readonly names: readonly string[];
  }[];
  readonly intro: readonly string[];
  readonly logosTitle: string;
  readonly note: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Customers',
    description: 'More than 30 customers across government, education, finance and healthcare.',
    groups: [
      {
        title: 'Government',
        names: [
          'Nanhai District Service Centre',
          'Chancheng Public Security',
          'Shunde Community Services',
          'Sanshui Urban Management',
          'Gaoming Transport Hub',
          'Foshan Archives Office',
          'Lingnan Water Authority',
        ],
      },
      {
        title: 'Education',
        names: [
          'Foshan No. 3 Secondary School',
          'Nanhai Experimental School',
          'Pearl River Vocational College',
          'Lingnan Normal Primary',
          'Shunde Polytechnic',
          'Guicheng Foreign Language School',
        ],
      },
      {
        title: 'Finance and banking',
        names: [
          'Pearl River Rural Bank',
          'Lingnan City Bank',
          'South China Credit Union',
          'Xiqiao Village Bank',
          'Guangfo Securities',
          'Nanyue Insurance',
          'Harbour Commercial Bank',
        ],
      },
      {
        title: 'Healthcare',
        names: [
          'Foshan General Hospital',
          'Nanhai Maternal and Child Hospital',
          'Shunde Traditional Medicine Hospital',
          'Chancheng Community Clinics',
          'Lingnan Eye Hospital',
        ],
      },
      {
        title: 'Commerce and industry',
        names: [
          'Qiandeng Lake Mall',
          'Foshan Ceramics Group',
          'Lecong Furniture Market',
          'Pearl Logistics Park',
          'Nanhai Smart Parking',
          'Lingnan Hotels',
        ],
      },
    ],
    intro: [
      'More than 30 organisations run our algorithms, terminals and platforms: government departments, schools, banks, hospitals and companies. These are some of them; their logos are shown with their permission.',
    ],
    logosTitle: 'Some of our customers',
    note: 'Names and logos belong to their owners.',
  },
  'zh-CN': {
    title: '合作客户',
    description: '30 多家客户，覆盖政务、教育、金融与医疗等行业。',
    groups: [
      {
        title: '政务',
        names: ['南海区政务服务中心', '禅城公安', '顺德社区服务', '三水城管', '高明交通枢纽', '佛山档案馆', '岭南水务'],
      },
      {
        title: '教育',
        names: ['佛山市第三中学', '南海实验学校', '珠江职业学院', '岭南师范附小', '顺德职业技术学院', '桂城外国语学校'],
      },
      {
        title: '金融',
        names: ['珠江农商银行', '岭南城市银行', '华南信用联社', '西樵村镇银行', '广佛证券', '南粤保险', '港湾商业银行'],
      },
      {
        title: '医疗',
        names: ['佛山综合医院', '南海妇幼保健院', '顺德中医院', '禅城社区医疗中心', '岭南眼科医院'],
      },
      {
        title: '商业与工业',
        names: ['千灯湖购物中心', '佛山陶瓷集团', '乐从家具市场', '明珠物流园', '南海智慧停车', '岭南酒店集团'],
      },
    ],
    intro: ['30 多家机构正在使用天目的算法、终端与平台，涵盖政府部门、学校、银行、医院与企业。以下为部分客户，标志经其授权展示。'],
    logosTitle: '部分合作客户',
    note: '客户名称与标志归其所有者所有。',
  },
};
