// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** The words of this page in one language. */
export interface Content {
  readonly title: string;
  readonly description: string;
  readonly articles: readonly {
    readonly id: string;
    readonly date: string;
    readonly category: string;
    readonly title: string;
    readonly summary: string;
    readonly body: readonly string[];
  }[];
  readonly categories: readonly {
    readonly id: string;
    readonly label: string;
    readonly text: string;
  }[];
  readonly ui: {
    readonly readMore: string;
    readonly published: string;
    readonly category: string;
    readonly pagination: string;
    readonly previousPage: string;
    readonly nextPage: string;
    readonly pageOf: string;
    readonly articleNavigation: string;
    readonly previousArticle: string;
    readonly nextArticle: string;
    readonly backToList: string;
    readonly latestTitle: string;
    readonly allNews: string;
    readonly notFoundTitle: string;
    readonly notFoundText: string;
    readonly noArticleText: string;
    readonly suggestionsTitle: string;
  };
}

/** From spec/pages.yaml. */
export const content: Readonly<Record<Locale, Content>> = {
  'en-US': {
    title: 'News Article',
    description: 'The full text of a company news article.',
    articles: [
      {
        id: 'dual-screen-card-dispensers-launch',
        date: '2022-09-16',
        category: 'product',
        title: 'Tianmu Intelligence launches portable and desktop dual-screen card dispensers',
        summary: 'Two new dispensers bring face-verified card issuing to the counter and to the field: an input slot of 100 cards, an output slot of 50 cards, and 4G on board.',
        body: [
          'Foshan, 16 September 2022 — Tianmu Intelligence today launched two dual-screen card dispensers: a portable model for field service and a desktop model for counters and self-service halls. Both issue social security, bank and campus cards on the spot, once the holder\'s identity has been verified by face.',
          'Each dispenser has two screens: one faces the operator, the other faces the card holder, who follows every step, checks the details and signs on screen. The screens come in 10.1 or 13.3 inches, both at 1280×800. A 2MP camera (1920×1080) captures the face and compares it with the identity document, and liveness detection runs on the device, so a photo or a video cannot pass for a person.',
          'The card path is built for a full day\'s work without reloading: the input slot holds 100 blank cards and the output slot 50 finished cards. Printing, encoding and checking happen in one pass, and a card that fails its check is set aside instead of being handed out.',
          'The portable model is made for outreach: village service days, visits to enterprises, and home visits to elderly residents who cannot travel to a service hall. It weighs 15kg, measures 590×280×300mm, runs on a 5200mAh battery and connects over 4G, so an officer can issue cards wherever there is a table and a signal. Records are encrypted on the device and synchronised with the back office as soon as the connection allows.',
          'The desktop model shares the same card module and software. It sits beside a teller or in a self-service hall, next to our super counter and self-service form-filling machine. Both models are managed from the IoT unified management platform, which reports card stock, device health and queue times in real time, so a supervisor refills a slot before it runs empty.',
          '“Getting a card used to mean one trip to the service hall and a second trip to collect it,” said the head of our terminals product line. “With these dispensers the card is in the holder\'s hand within minutes, wherever the service takes place.” Both models are available now to government, banking and campus customers, directly or through our partners.',
        ],
      },
      {
        id: 'partner-programme-launch',
        date: '2022-06-18',
        category: 'partnership',
        title: 'Tianmu Intelligence opens its partner programme to integrators nationwide',
        summary: 'Gold, silver and bronze partner levels give integrators and distributors our algorithms, terminals and platforms, with one gold partner per prefecture-level city.',
        body: [
          'Foshan, 18 June 2022 — At its first partner conference, held at its headquarters in Foshan, Tianmu Intelligence opened a partner programme for system integrators, software developers and distributors across the country. Partners working in government, education, finance and healthcare attended.',
          'The programme has three levels. Gold partners (class S) are limited to one per prefecture-level city and act as our lead partner there, with first access to projects, joint bids and on-site support from our engineers. Silver partners (class A) and bronze partners (class B) deliver and maintain solutions in their region, with pre-sales support, training and certification from our team.',
          'Every level draws on the same technology: 40+ algorithm models for face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR, called in the cloud, deployed privately or customised; our card dispensers, form-filling machines, super counters, transceivers and document cabinets; and the multimodal biometric authentication, IoT unified management and AIoT application integration platforms.',
          '“Our customers include more than 50 financial enterprises and many schools, hospitals and city halls, and no single company can serve them all well,” said the head of channel development. “Partners know their city. We bring the algorithms, the terminals and the platforms, and we stand behind every project they win.”',
          'Partners can integrate our algorithms through SDKs for Linux and Android, supply hardware equipment, or deliver a complete software and hardware integrated system. Platforms can also be customised for a project: the partner describes the requirement, and our engineers agree the scope of development with them.',
          'The afternoon was given to the products themselves. Partners tried face verification at a super counter, issued cards from a portable dispenser running on its own battery, and watched a document cabinet open for a verification code and a face. Our engineers then walked through typical projects — campus entrances, bank branches and hospital service halls — from the first survey to acceptance.',
          'Companies that would like to join can apply on our partner programme page. The channel team reviews each application and contacts the applicant to agree the level and the region.',
        ],
      },
      {
        id: 'fifty-financial-enterprises',
        date: '2021-12-08',
        category: 'projects',
        title: 'Our face verification now serves more than 50 financial enterprises',
        summary: 'A rural commercial bank in Guangdong is the latest to go live, with face verification at its counters, in its self-service areas and in its mobile banking app.',
        body: [
          'Foshan, 8 December 2021 — With the branch network of a rural commercial bank in Guangdong now live, identity verification from Tianmu Intelligence is used in more than 50 financial enterprises, from city and rural commercial banks to securities and insurance companies.',
          'At the bank, customers are verified by face at three points. At the counter, a camera compares the customer\'s face with the photo on the identity card before a teller opens an account or authorises a large withdrawal. In the self-service area, the super counter handles card issuing, account changes and password resets without a teller. In the mobile banking app, customers confirm large transfers with a face check that includes liveness detection.',
          'Behind all three sits our multimodal biometric authentication platform. It combines face, fingerprint and identity document checks, applies the bank\'s own rules on which business needs which level of verification, and keeps an audit trail of every decision. The platform runs on the bank\'s private infrastructure, so customer images never leave the bank\'s network.',
          'The project was delivered in three phases over four months: a pilot at two branches, a review of false rejections with the bank\'s risk team, and the roll-out to every branch. Tellers now spend far less time checking documents by eye, and customers who used to queue for a password reset do it themselves at the super counter in a few minutes.',
          '“Banks need verification that is strict and quick at the same time,” said the head of our finance solutions team. “Serving more than 50 financial enterprises shows that the same algorithms meet the requirements of very different institutions, from a large city bank to a small rural branch.”',
          'Our smart finance solutions cover counters, self-service and mobile banking, and combine with the dual-screen card dispenser for cards issued on the spot.',
        ],
      },
      {
        id: 'high-tech-enterprise-certification',
        date: '2021-08-26',
        category: 'honours',
        title: 'Tianmu Intelligence certified as a national high-tech enterprise',
        summary: 'The certification recognises our own research in face algorithms and IoT, protected by over 10 invention patents and over 20 software copyrights.',
        body: [
          'Foshan, 26 August 2021 — Tianmu Intelligence has been certified as a national high-tech enterprise. The certification is awarded jointly by the science and technology, finance and tax authorities to companies that own their core technology and invest steadily in research and development.',
          'Research has been at the centre of our work since the company was founded in 2014. Our algorithm team develops face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR in house, and today offers 40+ algorithm models. Their technical indicators are measured on a board with 2G memory and 8G storage, so the figures customers read are the ones they get on a real terminal, not on a data-centre server.',
          'That work is protected by over 10 invention patents and over 20 software copyrights. They cover the algorithms, the terminals that run them and the platforms that manage them: from liveness and mask detection to the lock control of the document cabinet and the device management of the IoT unified management platform.',
          'The certification follows a year in which our products went into daily use in very different places: face attendance on campuses, with a 7-day abnormal attendance statistic for every class; event-triggered video in city surveillance, keeping 10 seconds before and after each event; and identity verification at bank counters and in self-service areas.',
          '“This certification recognises the work of our engineers,” said our chief technology officer. “It is also a commitment: we will keep investing in research, so that every algorithm we ship is one we understand and can keep improving.”',
          'Our research is organised around the products that use it. Algorithm engineers work in the same teams as the hardware and platform engineers who build the terminals and the management software, and every new model is tested on the devices it will ship on before it is released. Customer feedback from projects goes straight back to those teams.',
          'The certificate joins our other honours and qualifications, which are shown on the honours page of this site.',
        ],
      },
    ],
    categories: [
      {
        id: 'product',
        label: 'Product launch',
        text: 'New terminals, platforms and algorithm releases, with the figures that matter to the people who will use them.',
      },
      {
        id: 'partnership',
        label: 'Partnerships',
        text: 'Partner conferences, exhibitions and the integrators who take our technology to their cities.',
      },
      {
        id: 'projects',
        label: 'Projects',
        text: 'Deployments in banks, schools, hospitals and city halls, and what changed for the people there.',
      },
      {
        id: 'honours',
        label: 'Honours',
        text: 'Certifications, patents and awards that recognise our research and engineering.',
      },
    ],
    ui: {
      readMore: 'Read more',
      published: 'Published',
      category: 'Category',
      pagination: 'News list pages',
      previousPage: 'Previous page',
      nextPage: 'Next page',
      pageOf: 'Page {current} of {total}',
      articleNavigation: 'More articles',
      previousArticle: 'Previous article',
      nextArticle: 'Next article',
      backToList: 'Back to the news list',
      latestTitle: 'Latest news',
      allNews: 'All news',
      notFoundTitle: 'Article not found',
      notFoundText: 'We could not find the article this link points to. It may have been renamed, or the address may be incomplete. Choose one of our articles below, or browse the full news list.',
      noArticleText: 'This page shows one news article at a time, and no article was chosen. Choose one of our articles below, or browse the full news list.',
      suggestionsTitle: 'Our articles',
    },
  },
  'zh-CN': {
    title: '新闻详情',
    description: '企业新闻全文。',
    articles: [
      {
        id: 'dual-screen-card-dispensers-launch',
        date: '2022-09-16',
        category: 'product',
        title: '天目智能发布便携式与桌面式双屏发卡机',
        summary: '两款新品把人脸核验发卡带到柜台与外勤现场：进卡槽容量 100 张，出卡槽容量 50 张，并支持 4G 联网。',
        body: [
          '2022年9月16日，佛山——天目智能今日发布两款双屏发卡机：面向外勤服务的便携式机型，以及面向柜台和自助大厅的桌面式机型。两款设备均可在完成持卡人人脸核验后，现场发放社保卡、银行卡和校园卡。',
          '每台发卡机配备两块屏幕：一块面向工作人员，一块面向持卡人，持卡人可全程查看办理进度、核对信息并在屏上签名。屏幕提供 10.1 英寸与 13.3 英寸两种规格，分辨率均为 1280×800。200 万像素摄像头（1920×1080）采集人脸并与身份证件比对，活体检测在设备端完成，照片和视频都无法冒充真人。',
          '卡片通道按整日连续作业设计，中途无需补卡：进卡槽可容纳 100 张空白卡，出卡槽可容纳 50 张成品卡。打印、写卡与校验一次完成，校验未通过的卡片会被单独留存，绝不会交到持卡人手中。',
          '便携式机型专为上门服务而生：进村服务日、走访企业，或为行动不便的老人上门办卡。整机重 15kg，尺寸 590×280×300mm，内置 5200mAh 电池并支持 4G 联网，工作人员只要有一张桌子和网络信号，就能随时随地办卡。办理记录在设备端加密保存，网络恢复后即与后台系统自动同步。',
          '桌面式机型采用相同的发卡模块与软件，可摆放在柜员身旁或自助大厅内，与我们的超级柜台、自助填单机协同工作。两款机型均接入物联网统一管理平台，实时上报卡片余量、设备状态与排队时长，卡槽将空之前，管理人员就能及时补卡。',
          '“过去办一张卡，要先跑一趟服务大厅，再跑一趟去取卡。”天目智能终端产品线负责人表示，“有了这两款发卡机，无论服务在哪里进行，持卡人几分钟内就能拿到新卡。”目前两款机型已面向政务、金融和校园客户正式发售，客户可直接订购，也可通过我们的合作伙伴订购。',
        ],
      },
      {
        id: 'partner-programme-launch',
        date: '2022-06-18',
        category: 'partnership',
        title: '天目智能面向全国启动合作伙伴计划',
        summary: '金牌、银牌、铜牌三级合作伙伴体系，向集成商与渠道商开放我们的算法、终端与平台，每个地级市仅设一家金牌合作伙伴。',
        body: [
          '2022年6月18日，佛山——天目智能在佛山总部举办首届合作伙伴大会，正式面向全国的系统集成商、软件开发商和渠道商启动合作伙伴计划。来自政务、教育、金融和医疗等行业的合作伙伴代表出席了大会。',
          '合作伙伴计划分为三个等级。金牌合作伙伴（S 级）每个地级市仅设一家，作为我们在当地的核心伙伴，优先获得项目机会、联合投标资格以及原厂工程师的现场支持。银牌合作伙伴（A 级）与铜牌合作伙伴（B 级）负责所在区域的方案交付与运维，由我们提供售前支持、培训与认证。',
          '各级合作伙伴共享同一套技术能力：40+ 算法模型，涵盖人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR，支持云端调用、私有化部署与定制开发；发卡机、自助填单机、超级柜台、收发器和文件收发柜等智能终端；以及多模态生物识别认证平台、物联网统一管理平台和 AIoT 应用集成平台。',
          '“我们的客户包括 50 余家金融企业，以及众多学校、医院和政务大厅，任何一家公司都难以独自把他们服务好。”天目智能渠道发展负责人表示，“合作伙伴最了解自己的城市。我们提供算法、终端与平台，并全力支持合作伙伴赢得的每一个项目。”',
          '合作伙伴既可以通过 Linux 与 Android SDK 集成我们的算法，也可以供应硬件设备，或直接交付软硬件一体化系统。平台同样支持按项目定制开发：合作伙伴提出需求，由我们的工程师与其共同确定开发范围。',
          '大会下午安排了产品体验环节。合作伙伴在超级柜台前体验人脸核验，用依靠自带电池运行的便携式发卡机现场发卡，并亲眼看到文件收发柜凭验证码和人脸开门取件。随后，我们的工程师以校园出入口、银行网点和医院服务大厅等典型项目为例，完整讲解了从前期勘察到项目验收的全过程。',
          '有意加入的企业可在合作伙伴计划页面提交申请。渠道团队将逐一审核，并与申请方联系，共同确定合作等级与区域。',
        ],
      },
      {
        id: 'fifty-financial-enterprises',
        date: '2021-12-08',
        category: 'projects',
        title: '天目智能人脸核验方案已服务 50 余家金融企业',
        summary: '广东某农村商业银行全面上线，人脸核验覆盖柜台、自助区与手机银行。',
        body: [
          '2021年12月8日，佛山——随着广东某农村商业银行全行网点上线，天目智能的身份核验方案已服务 50 余家金融企业，覆盖城市商业银行、农村商业银行以及证券、保险等机构。',
          '在该行，客户身份在三个环节通过人脸完成核验。在柜台，摄像头先将客户人脸与身份证照片比对，柜员再为其开户或授权大额取款；在自助区，超级柜台无需柜员即可办理发卡、账户变更和密码重置；在手机银行，客户进行大额转账时需通过带活体检测的人脸验证。',
          '三个环节的背后是多模态生物识别认证平台。平台融合人脸、指纹与身份证件核验，按照银行自身规则确定不同业务所需的核验等级，并完整记录每一次核验结果以备审计。平台部署在银行私有环境中，客户影像始终不出行内网络。',
          '项目分三个阶段推进，历时四个月：先在两家网点试点，再与该行风险管理团队共同复盘误拒情况，最后推广至全行网点。如今，柜员目视核对证件的时间大幅减少；过去需要排队重置密码的客户，在超级柜台前几分钟即可自助办结。',
          '“银行需要的核验，既要严格，又要快捷。”天目智能金融解决方案团队负责人表示，“服务 50 余家金融企业，说明同一套算法能够满足从大型城商行到小型农商行网点等不同机构的要求。”',
          '天目智能智慧金融解决方案覆盖柜台、自助服务与手机银行等场景，并可与双屏发卡机组合使用，实现现场即时发卡。',
        ],
      },
      {
        id: 'high-tech-enterprise-certification',
        date: '2021-08-26',
        category: 'honours',
        title: '天目智能获评国家高新技术企业',
        summary: '这一认定是对我们在人脸算法与物联网领域自主研发实力的肯定。公司目前拥有 10 余项发明专利和 20 余项软件著作权。',
        body: [
          '2021年8月26日，佛山——天目智能正式获评国家高新技术企业。该认定由科技、财政、税务等部门联合开展，面向拥有自主核心技术、并持续投入研发的企业。',
          '自 2014 年成立以来，研发始终是公司的核心工作。我们的算法团队自主研发人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR 等算法，目前已形成 40+ 算法模型。各项技术指标均在 2G 内存、8G 存储的板卡上实测得出，客户看到的指标就是真实终端上的表现，而非数据中心服务器上的成绩。',
          '这些成果受到 10 余项发明专利和 20 余项软件著作权的保护，覆盖算法本身、运行算法的终端以及管理终端的平台——从活体检测、口罩检测，到文件收发柜的锁控，再到物联网统一管理平台的设备管理。',
          '获评之前的一年，我们的产品已在各类场景中投入日常使用：在校园，人脸考勤按班级提供 7 天异常考勤统计；在城市视频监控中，事件触发录像保留事件前后各 10 秒视频；在银行，身份核验服务于柜台与自助区。',
          '“这项认定是对我们工程师团队的肯定。”天目智能首席技术官表示，“它同时也是一份承诺：我们将持续投入研发，确保交付的每一个算法都是我们真正理解、并且能够不断改进的。”',
          '我们的研发工作围绕产品展开。算法工程师与负责终端硬件和管理平台的工程师同属一个团队，每个新模型在发布前，都要在即将搭载它的设备上完成测试。项目现场的客户反馈，也会直接回到这些团队手中。',
          '该证书已与公司其他荣誉资质一同展示在本站的荣誉资质页面。',
        ],
      },
    ],
    categories: [
      {
        id: 'product',
        label: '产品发布',
        text: '新款终端、平台与算法发布，以及用户最关心的关键参数。',
      },
      {
        id: 'partnership',
        label: '合作动态',
        text: '合作伙伴大会、行业展会，以及把我们的技术带到各地城市的集成商伙伴。',
      },
      {
        id: 'projects',
        label: '项目动态',
        text: '在银行、学校、医院与政务大厅的项目落地，以及它们为用户带来的改变。',
      },
      {
        id: 'honours',
        label: '荣誉资质',
        text: '对我们研发与工程能力的认证、专利与奖项。',
      },
    ],
    ui: {
      readMore: '阅读全文',
      published: '发布日期',
      category: '分类',
      pagination: '新闻列表分页',
      previousPage: '上一页',
      nextPage: '下一页',
      pageOf: '第 {current} 页，共 {total} 页',
      articleNavigation: '更多文章',
      previousArticle: '上一篇',
      nextArticle: '下一篇',
      backToList: '返回新闻列表',
      latestTitle: '最新动态',
      allNews: '查看全部新闻',
      notFoundTitle: '未找到该文章',
      notFoundText: '没有找到该链接指向的文章，文章可能已更名，或链接地址不完整。您可以从下方选择一篇文章阅读，或浏览完整的新闻列表。',
      noArticleText: '本页面用于阅读单篇新闻，当前未指定文章。您可以从下方选择一篇文章阅读，或浏览完整的新闻列表。',
      suggestionsTitle: '近期文章',
    },
  },
};
