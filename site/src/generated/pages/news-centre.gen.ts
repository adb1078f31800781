// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';
import type { RoutePath } from '../routes.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly heroImageAlt: string;
  readonly intro: readonly string[];
  readonly links: readonly {
    readonly label: string;
    readonly to: RoutePath;
  }[];
  readonly linksTitle: string;
  readonly listTitle: string;
  readonly mediaText: string;
  readonly mediaTitle: string;
  readonly topicsIntro: string;
  readonly topicsMore: string;
  readonly topicsTitle: string;
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'News Centre',
    description: 'Product launches, projects, partnerships and honours — the latest from Tianmu Intelligence, its products and its customers.',
    heroImageAlt: 'A news page beside a face recognition frame and a network of connected devices',
    intro: [
      'Since 2014 we have grown from a small algorithm team in Foshan into a company whose face algorithms, terminals and platforms are used in banks, schools, hospitals and city halls. This is where we report what we launch, where our technology goes into service, who we work with and how our research is recognised.',
    ],
    links: [
      {
        label: 'Company news by topic',
        to: '/enterprisenews',
      },
      {
        label: 'Company profile',
        to: '/companyprofile',
      },
      {
        label: 'Honours and qualifications',
        to: '/glory',
      },
      {
        label: 'Contact us',
        to: '/contactus',
      },
    ],
    linksTitle: 'More about us',
    listTitle: 'Latest articles',
    mediaText: 'Journalists and analysts are welcome to contact us for interviews, product images, technical background or a visit to a deployment. Reach us through the business hotline on our contact page, and tell us your deadline: we answer media enquiries on the same working day.',
    mediaTitle: 'Media enquiries',
    topicsIntro: 'Every article belongs to one of four topics. Company News lists them all and lets you show one topic at a time.',
    topicsMore: 'Browse by topic',
    topicsTitle: 'What we report on',
  },
  'zh-CN': {
    title: '新闻中心',
    description: '产品发布、项目动态、合作动态与荣誉资质——天目智能及其产品与客户的最新动态。',
    heroImageAlt: '一页新闻，旁边是人脸识别框与互联的智能设备',
    intro: [
      '自 2014 年创立以来，天目智能从佛山的一支算法小团队，成长为人脸算法、智能终端与平台广泛应用于银行、学校、医院和政务大厅的科技企业。在这里，我们发布新产品与新方案，分享项目落地进展、合作伙伴动态，以及研发成果获得的认可。',
    ],
    links: [
      {
        label: '按栏目浏览企业新闻',
        to: '/enterprisenews',
      },
      {
        label: '公司简介',
        to: '/companyprofile',
      },
      {
        label: '荣誉资质',
        to: '/glory',
      },
      {
        label: '联系我们',
        to: '/contactus',
      },
    ],
    linksTitle: '了解更多',
    listTitle: '最新文章',
    mediaText: '欢迎媒体记者与行业分析师联系我们，预约采访、索取产品图片与技术资料，或参观项目现场。请通过联系我们页面中的商务热线与我们取得联系，并告知截稿时间，我们会在同一工作日内答复媒体问询。',
    mediaTitle: '媒体联络',
    topicsIntro: '每篇文章都归入以下四个栏目之一。在企业新闻页面，您可以浏览全部文章，也可以按栏目筛选。',
    topicsMore: '按栏目浏览',
    topicsTitle: '报道栏目',
  },
};
