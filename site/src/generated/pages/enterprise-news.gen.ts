// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly aboutText: string;
  readonly aboutTitle: string;
  readonly allTopics: string;
  readonly filterLabel: string;
  readonly intro: readonly string[];
  readonly links: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly listTitle: string;
  readonly shown: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'Company News',
    description: 'Announcements, product launches, project milestones and honours from Tianmu Intelligence, newest first.',
    aboutText: 'Each announcement rests on work you can look at more closely: the algorithms and platforms behind a launch, the customers behind a project, the patents and certificates behind an honour, and the partner programme that takes our products to more cities.',
    aboutTitle: 'Behind the news',
    allTopics: 'All topics',
    filterLabel: 'Show articles about',
    intro: [
      'Company News collects our announcements in one place, newest first. Choose a topic to see only product launches, partnerships, projects or honours, and open any article to read it in full.',
    ],
    links: [
      {
        label: 'Algorithm capability',
        to: '/algorithm',
      },
      {
        label: 'Customers',
        to: '/customer',
      },
      {
        label: 'Honours and qualifications',
        to: '/glory',
      },
      {
        label: 'Partner programme',
        to: '/cooperativepartner',
      },
      {
        label: 'News Centre',
        to: '/journalism',
      },
    ],
    listTitle: 'Announcements',
    shown: 'Showing {count} of {total} articles',
  },
  'zh-CN': {
    title: '企业新闻',
    description: '天目智能的公司公告、产品发布、项目进展与荣誉资质，按发布时间排列。',
    aboutText: '每一条公告背后，都有值得深入了解的内容：新品背后的算法与平台，项目背后的客户，荣誉背后的专利与证书，以及把我们的产品带到更多城市的合作伙伴计划。',
    aboutTitle: '新闻背后',
    allTopics: '全部栏目',
    filterLabel: '按栏目筛选',
    intro: [
      '企业新闻汇集了天目智能的各类公告，按发布时间由近及远排列。您可以按栏目筛选，只看产品发布、合作动态、项目动态或荣誉资质，点击任意文章即可阅读全文。',
    ],
    links: [
      {
        label: '算法能力',
        to: '/algorithm',
      },
      {
        label: '合作客户',
        to: '/customer',
      },
      {
        label: '荣誉资质',
        to: '/glory',
      },
      {
        label: '合作伙伴计划',
        to: '/cooperativepartner',
      },
      {
        label: '新闻中心',
        to: '/journalism',
      },
    ],
    listTitle: '公司公告',
    shown: '显示 {count} 篇，共 {total} 篇文章',
  },
};
