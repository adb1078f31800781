// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

/** An interface language. */
export type Locale =
  | 'en-US'
  | 'zh-CN';

/** Every key `t()` accepts; an unknown key is a type error. */
export type MessageKey =
  | 'app.name'
  | 'language.label'
  | 'language.switchTo'
  | 'language.switchToLabel'
  | 'nav.about-us'
  | 'nav.algorithm-capability'
  | 'nav.business-cooperation'
  | 'nav.company-profile'
  | 'nav.contact-us'
  | 'nav.core-competence'
  | 'nav.customers'
  | 'nav.epidemic-prevention'
  | 'nav.footer-about'
  | 'nav.footer-aiot'
  | 'nav.footer-algorithms'
  | 'nav.footer-cabinet'
  | 'nav.footer-campus'
  | 'nav.footer-card-dispenser'
  | 'nav.footer-city'
  | 'nav.footer-contact'
  | 'nav.footer-finance'
  | 'nav.footer-honours'
  | 'nav.footer-jobs'
  | 'nav.footer-join'
  | 'nav.footer-medical'
  | 'nav.footer-news'
  | 'nav.footer-partner'
  | 'nav.footer-products'
  | 'nav.footer-profile'
  | 'nav.footer-security'
  | 'nav.footer-solutions'
  | 'nav.footer-terminals'
  | 'nav.home'
  | 'nav.honours'
  | 'nav.join-us'
  | 'nav.news'
  | 'nav.partner-programme'
  | 'nav.platform-capability'
  | 'nav.recruitment'
  | 'nav.smart-campus'
  | 'nav.smart-city'
  | 'nav.smart-commerce'
  | 'nav.smart-finance'
  | 'nav.smart-medical'
  | 'nav.smart-security'
  | 'nav.solutions'
  | 'page.aiot-platform.description'
  | 'page.aiot-platform.title'
  | 'page.algorithm.description'
  | 'page.algorithm.title'
  | 'page.bank-case.description'
  | 'page.bank-case.title'
  | 'page.business-cooperation.description'
  | 'page.business-cooperation.title'
  | 'page.card-dispenser.description'
  | 'page.card-dispenser.title'
  | 'page.city-case.description'
  | 'page.city-case.title'
  | 'page.city-video-case.description'
  | 'page.city-video-case.title'
  | 'page.company-profile.description'
  | 'page.company-profile.title'
  | 'page.contact-us.description'
  | 'page.contact-us.title'
  | 'page.customers.description'
  | 'page.customers.title'
  | 'page.document-cabinet.description'
  | 'page.document-cabinet.title'
  | 'page.enterprise-news.description'
  | 'page.enterprise-news.title'
  | 'page.epidemic-case.description'
  | 'page.epidemic-case.title'
  | 'page.epidemic-prevention.description'
  | 'page.epidemic-prevention.title'
  | 'page.form-filling-machine.description'
  | 'page.form-filling-machine.title'
  | 'page.foshan-school-case.description'
  | 'page.foshan-school-case.title'
  | 'page.home.description'
  | 'page.home.title'
  | 'page.honours.description'
  | 'page.honours.title'
  | 'page.hospital-case-one.description'
  | 'page.hospital-case-one.title'
  | 'page.hospital-case-two.description'
  | 'page.hospital-case-two.title'
  | 'page.job-application.description'
  | 'page.job-application.title'
  | 'page.mobile-bank-case.description'
  | 'page.mobile-bank-case.title'
  | 'page.news-centre.description'
  | 'page.news-centre.title'
  | 'page.news-detail.description'
  | 'page.news-detail.title'
  | 'page.partner-programme.description'
  | 'page.partner-programme.title'
  | 'page.platform-capability.description'
  | 'page.platform-capability.title'
  | 'page.recruitment.description'
  | 'page.recruitment.title'
  | 'page.school-attendance-case.description'
  | 'page.school-attendance-case.title'
  | 'page.smart-campus.description'
  | 'page.smart-campus.title'
  | 'page.smart-city.description'
  | 'page.smart-city.title'
  | 'page.smart-commerce.description'
  | 'page.smart-commerce.title'
  | 'page.smart-finance.description'
  | 'page.smart-finance.title'
  | 'page.smart-medical.description'
  | 'page.smart-medical.title'
  | 'page.smart-security.description'
  | 'page.smart-security.title'
  | 'page.social-recruitment.description'
  | 'page.social-recruitment.title'
  | 'page.super-counter.description'
  | 'page.super-counter.title'
  | 'page.terminals.description'
  | 'page.terminals.title'
  | 'page.transceiver.description'
  | 'page.transceiver.title'
  | 'shell.copyright'
  | 'shell.footerNavigation'
  | 'shell.mainNavigation'
  | 'shell.skipToContent';

/** The interface strings of each language, compiled from spec/messages.yaml, navigation.yaml and pages.yaml. */
export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  'en-US': {
    'app.name': 'Tianmu Intelligence',
    'language.label': 'Language',
    'language.switchTo': '中文',
    'language.switchToLabel': '切换到简体中文',
    'nav.about-us': 'About Us',
    'nav.algorithm-capability': 'Algorithm Capability',
    'nav.business-cooperation': 'Business Cooperation',
    'nav.company-profile': 'Company Profile',
    'nav.contact-us': 'Contact Us',
    'nav.core-competence': 'Core Competence',
    'nav.customers': 'Customers',
    'nav.epidemic-prevention': 'Smart Epidemic Prevention',
    'nav.footer-about': 'About Us',
    'nav.footer-aiot': 'AIoT Platform',
    'nav.footer-algorithms': 'Algorithms',
    'nav.footer-cabinet': 'Document Cabinet',
    'nav.footer-campus': 'Smart Campus',
    'nav.footer-card-dispenser': 'Card Dispensers',
    'nav.footer-city': 'Smart City',
    'nav.footer-contact': 'Contact Us',
    'nav.footer-finance': 'Smart Finance',
    'nav.footer-honours': 'Honours',
    'nav.footer-jobs': 'Open Positions',
    'nav.footer-join': 'Join Us',
    'nav.footer-medical': 'Smart Medical',
    'nav.footer-news': 'Company News',
    'nav.footer-partner': 'Become a Partner',
    'nav.footer-products': 'Products',
    'nav.footer-profile': 'Company Profile',
    'nav.footer-security': 'Smart Security',
    'nav.footer-solutions': 'Solutions',
    'nav.footer-terminals': 'Intelligent Terminals',
    'nav.home': 'Home',
    'nav.honours': 'Honours and Qualifications',
    'nav.join-us': 'Join Us',
    'nav.news': 'News',
    'nav.partner-programme': 'Partner Programme',
    'nav.platform-capability': 'Platform Capability',
    'nav.recruitment': 'Recruitment',
    'nav.smart-campus': 'Smart Campus',
    'nav.smart-city': 'Smart City',
    'nav.smart-commerce': 'Smart Commerce',
    'nav.smart-finance': 'Smart Finance and Banking',
    'nav.smart-medical': 'Smart Medical',
    'nav.smart-security': 'Smart Security',
    'nav.solutions': 'Solutions',
    'page.aiot-platform.description': 'One platform to connect devices, run algorithms and build applications on top of both.',
    'page.aiot-platform.title': 'AIoT Application Integration Platform',
    'page.algorithm.description': 'Face detection, recognition, liveness detection, mask detection, tracking, face structuring and OCR, in the cloud, on premises or customised.',
    'page.algorithm.title': 'Algorithm Capability',
    'page.bank-case.description': 'How a bank branch verifies customers by face at the counter and in the self-service area.',
    'page.bank-case.title': 'Case Study: Bank Branch',
    'page.business-cooperation.description': 'Integrate our algorithms, terminals and platforms into your products and projects.',
    'page.business-cooperation.title': 'Business Cooperation',
    'page.card-dispenser.description': 'Portable and desktop dual-screen card dispensers with a 100-card input slot and a 50-card output slot.',
    'page.card-dispenser.title': 'Dual-Screen Card Dispensers',
    'page.city-case.description': 'How a district connected its cameras, access points and service halls into one view of the city.',
    'page.city-case.title': 'Case Study: Smart City',
    'page.city-video-case.description': 'Event-triggered video that keeps 10 seconds before and after each event for fast review.',
    'page.city-video-case.title': 'Case Study: City Video Surveillance',
    'page.company-profile.description': 'Who we are, how we grew from 2014 to 2022, and the vision, mission and values that guide us.',
    'page.company-profile.title': 'Company Profile',
    'page.contact-us.description': 'Our business hotline and address, and how to reach the right team.',
    'page.contact-us.title': 'Contact Us',
    'page.customers.description': 'More than 30 customers across government, education, finance and healthcare.',
    'page.customers.title': 'Customers',
    'page.document-cabinet.description': 'Submit online, receive a verification code once approved, and collect documents with the code and your identity.',
    'page.document-cabinet.title': 'Document Receiving and Sending Cabinet',
    'page.enterprise-news.description': 'Announcements, product launches and project milestones.',
    'page.enterprise-news.title': 'Company News',
    'page.epidemic-case.description': 'How an office park kept its entrances open and safe during the epidemic.',
    'page.epidemic-case.title': 'Case Study: Epidemic Prevention',
    'page.epidemic-prevention.description': 'Contact-free entry with mask detection and identity verification.',
    'page.epidemic-prevention.title': 'Smart Epidemic Prevention',
    'page.form-filling-machine.description': 'Visitors fill in, check and print their forms themselves, with identity verification by face.',
    'page.form-filling-machine.title': 'Self-Service Form-Filling Machine',
    'page.foshan-school-case.description': '100 face capture cameras covering the gates, corridors and playgrounds of one campus.',
    'page.foshan-school-case.title': 'Case Study: A School in Foshan',
    'page.home.description': 'Solutions, intelligent terminals and platforms built on our own face algorithms, trusted by more than 50 banks and 30+ customers.',
    'page.home.title': 'Biometrics, AI and IoT for a smarter world',
    'page.honours.description': 'Over 10 invention patents, over 20 software copyrights, and the certificates behind them.',
    'page.honours.title': 'Honours and Qualifications',
    'page.hospital-case-one.description': 'Registration and payment by face at a city hospital.',
    'page.hospital-case-one.title': 'Case Study: Hospital Self-Service',
    'page.hospital-case-two.description': 'Controlled ward access for staff, patients and visitors.',
    'page.hospital-case-two.title': 'Case Study: Hospital Ward Access',
    'page.job-application.description': 'Tell us who you are and why you would like to join us.',
    'page.job-application.title': 'Apply Now',
    'page.mobile-bank-case.description': 'Remote account services with liveness detection on the customer\'s own phone.',
    'page.mobile-bank-case.title': 'Case Study: Mobile Banking',
    'page.news-centre.description': 'The latest from the company, its products and its customers.',
    'page.news-centre.title': 'News',
    'page.news-detail.description': 'The full text of a company news article.',
    'page.news-detail.title': 'News Article',
    'page.partner-programme.description': 'Gold, silver and bronze partner levels, and the form to become a partner.',
    'page.partner-programme.title': 'Partner Programme',
    'page.platform-capability.description': 'Multimodal biometric authentication, IoT unified management and AIoT application integration platforms.',
    'page.platform-capability.title': 'Platform Capability',
    'page.recruitment.description': 'Build biometrics, AI and IoT products with us.',
    'page.recruitment.title': 'Recruitment',
    'page.school-attendance-case.description': 'Face attendance with a 7-day abnormal attendance statistic for every class.',
    'page.school-attendance-case.title': 'Case Study: School Attendance',
    'page.smart-campus.description': 'Safe entrances, effortless attendance and configurable access for leaders, teachers and students.',
    'page.smart-campus.title': 'Smart Campus',
    'page.smart-city.description': 'Face recognition and IoT sensing that help a city see, understand and respond to what happens in its public spaces.',
    'page.smart-city.title': 'Smart City',
    'page.smart-commerce.description': 'Visitor insight and frictionless service for shopping centres and stores.',
    'page.smart-commerce.title': 'Smart Commerce',
    'page.smart-finance.description': 'Identity verification and self-service used in more than 50 financial enterprises.',
    'page.smart-finance.title': 'Smart Finance and Banking',
    'page.smart-medical.description': 'Identity verification, visitor management and self-service for hospitals.',
    'page.smart-medical.title': 'Smart Medical',
    'page.smart-security.description': 'Video algorithms that detect, alert and record, with an alert strategy for each algorithm.',
    'page.smart-security.title': 'Smart Security',
    'page.social-recruitment.description': 'Current openings in hardware, software, sales, finance and general functions.',
    'page.social-recruitment.title': 'Open Positions',
    'page.super-counter.description': 'A self-service counter that handles most over-the-counter business without a teller.',
    'page.super-counter.title': 'Super Counter',
    'page.terminals.description': 'Card dispensers, form-filling machines, super counters, transceivers and document cabinets for self-service halls.',
    'page.terminals.title': 'Intelligent Terminals',
    'page.transceiver.description': 'A 4G transceiver with 2.5 m positioning accuracy that links terminals and sensors to the platform.',
    'page.transceiver.title': 'Transceiver',
    'shell.copyright': '© {year} Tianmu Intelligence. All rights reserved.',
    'shell.footerNavigation': 'Site map',
    'shell.mainNavigation': 'Main navigation',
    'shell.skipToContent': 'Skip to main content',
  },
  'zh-CN': {
    'app.name': '天目智能',
    'language.label': '语言',
    'language.switchTo': 'English',
    'language.switchToLabel': 'Switch to English',
    'nav.about-us': '关于我们',
    'nav.algorithm-capability': '算法能力',
    'nav.business-cooperation': '商务合作',
    'nav.company-profile': '公司简介',
    'nav.contact-us': '联系我们',
    'nav.core-competence': '核心能力',
    'nav.customers': '合作客户',
    'nav.epidemic-prevention': '智慧防疫',
    'nav.footer-about': '关于我们',
    'nav.footer-aiot': 'AIoT 平台',
    'nav.footer-algorithms': '人脸算法',
    'nav.footer-cabinet': '文件收发柜',
    'nav.footer-campus': '智慧校园',
    'nav.footer-card-dispenser': '双屏发卡机',
    'nav.footer-city': '智慧城市',
    'nav.footer-contact': '联系我们',
    'nav.footer-finance': '智慧金融',
    'nav.footer-honours': '荣誉资质',
    'nav.footer-jobs': '社会招聘',
    'nav.footer-join': '加入我们',
    'nav.footer-medical': '智慧医疗',
    'nav.footer-news': '企业新闻',
    'nav.footer-partner': '成为合作伙伴',
    'nav.footer-products': '产品中心',
    'nav.footer-profile': '公司简介',
    'nav.footer-security': '智慧安防',
    'nav.footer-solutions': '解决方案',
    'nav.footer-terminals': '智能终端',
    'nav.home': '首页',
    'nav.honours': '荣誉资质',
    'nav.join-us': '加入我们',
    'nav.news': '新闻中心',
    'nav.partner-programme': '合作伙伴',
    'nav.platform-capability': '平台能力',
    'nav.recruitment': '人才招聘',
    'nav.smart-campus': '智慧校园',
    'nav.smart-city': '智慧城市',
    'nav.smart-commerce': '智慧商业',
    'nav.smart-finance': '智慧金融',
    'nav.smart-medical': '智慧医疗',
    'nav.smart-security': '智慧安防',
    'nav.solutions': '解决方案',
    'page.aiot-platform.description': '一个平台即可连接设备、运行算法，并在其上构建应用。',
    'page.aiot-platform.title': 'AIoT 应用集成平台',
    'page.algorithm.description': '人脸检测、识别、活体检测、口罩检测、跟踪、人脸结构化与 OCR，支持云端、私有化与定制化调用。',
    'page.algorithm.title': '算法能力',
    'page.bank-case.description': '某银行网点如何在柜台与自助区通过人脸核验客户身份。',
    'page.bank-case.title': '案例：银行网点',
    'page.business-cooperation.description': '将我们的算法、终端与平台集成到您的产品和项目中。',
    'page.business-cooperation.title': '商务合作',
    'page.card-dispenser.description': '便携式与桌面式双屏发卡机，进卡槽容量 100 张，出卡槽容量 50 张。',
    'page.card-dispenser.title': '双屏发卡机',
    'page.city-case.description': '某城区如何把摄像头、出入口与政务大厅连接成一张城市全景图。',
    'page.city-case.title': '案例：智慧城市',
    'page.city-video-case.description': '事件触发录像，保留事件前后各 10 秒视频，便于快速回溯。',
    'page.city-video-case.title': '案例：城市视频监控',
    'page.company-profile.description': '我们是谁，2014 年至 2022 年的发展历程，以及指引我们的愿景、使命与价值观。',
    'page.company-profile.title': '公司简介',
    'page.contact-us.description': '商务热线与公司地址，以及联系相应团队的方式。',
    'page.contact-us.title': '联系我们',
    'page.customers.description': '30 多家客户，覆盖政务、教育、金融与医疗等行业。',
    'page.customers.title': '合作客户',
    'page.document-cabinet.description': '网上提交、审核通过后获取验证码，凭验证码与身份核验取件。',
    'page.document-cabinet.title': '文件收发柜',
    'page.enterprise-news.description': '公司公告、产品发布与项目进展。',
    'page.enterprise-news.title': '企业新闻',
    'page.epidemic-case.description': '某园区如何在疫情期间保持出入口安全通行。',
    'page.epidemic-case.title': '案例：疫情防控',
    'page.epidemic-prevention.description': '结合口罩检测与身份核验的无接触通行。',
    'page.epidemic-prevention.title': '智慧防疫',
    'page.form-filling-machine.description': '访客自助填写、核对并打印表单，支持人脸核验身份。',
    'page.form-filling-machine.title': '自助填单机',
    'page.foshan-school-case.description': '100 台人脸抓拍摄像机覆盖校门、走廊与操场。',
    'page.foshan-school-case.title': '案例：佛山某学校',
    'page.home.description': '基于自研人脸算法的行业解决方案、智能终端与平台，服务 50 余家银行及 30 多家客户。',
    'page.home.title': '生物识别、人工智能与物联网，让世界更智慧',
    'page.honours.description': '10 余项发明专利、20 余项软件著作权及相关证书。',
    'page.honours.title': '荣誉资质',
    'page.hospital-case-one.description': '某市医院实现刷脸挂号与缴费。',
    'page.hospital-case-one.title': '案例：医院自助服务',
    'page.hospital-case-two.description': '为医护人员、患者与访客提供分级的病区通行管理。',
    'page.hospital-case-two.title': '案例：医院病区通行',
    'page.job-application.description': '介绍您自己，以及您希望加入我们的原因。',
    'page.job-application.title': '立即申请',
    'page.mobile-bank-case.description': '借助活体检测，客户在自己的手机上即可办理远程开户等业务。',
    'page.mobile-bank-case.title': '案例：移动银行',
    'page.news-centre.description': '公司、产品与客户的最新动态。',
    'page.news-centre.title': '新闻中心',
    'page.news-detail.description': '企业新闻全文。',
    'page.news-detail.title': '新闻详情',
    'page.partner-programme.description': '金牌、银牌与铜牌合作伙伴等级，以及成为合作伙伴的申请表。',
    'page.partner-programme.title': '合作伙伴计划',
    'page.platform-capability.description': '多模态生物识别认证平台、物联网统一管理平台与 AIoT 应用集成平台。',
    'page.platform-capability.title': '平台能力',
    'page.recruitment.description': '与我们一起打造生物识别、人工智能与物联网产品。',
    'page.recruitment.title': '人才招聘',
    'page.school-attendance-case.description': '人脸考勤，按班级提供 7 天异常考勤统计。',
    'page.school-attendance-case.title': '案例：校园考勤',
    'page.smart-campus.description': '安全的出入口、轻松的考勤，以及可为校领导、教师与学生配置的通行权限。',
    'page.smart-campus.title': '智慧校园',
    'page.smart-city.description': '以人脸识别与物联网感知，帮助城市看见、理解并及时响应公共空间中发生的一切。',
    'page.smart-city.title': '智慧城市',
    'page.smart-commerce.description': '为商场与门店提供客流洞察与无感服务。',
    'page.smart-commerce.title': '智慧商业',
    'page.smart-finance.description': '身份核验与自助服务方案，已应用于 50 余家金融企业。',
    'page.smart-finance.title': '智慧金融',
    'page.smart-medical.description': '面向医院的身份核验、访客管理与自助服务。',
    'page.smart-medical.title': '智慧医疗',
    'page.smart-security.description': '可检测、告警与录像的视频算法，每种算法配有相应的告警策略。',
    'page.smart-security.title': '智慧安防',
    'page.social-recruitment.description': '硬件、软件、销售、财务及综合职能的在招职位。',
    'page.social-recruitment.title': '社会招聘',
    'page.super-counter.description': '无需柜员即可办理大部分柜面业务的自助柜台。',
    'page.super-counter.title': '超级柜台',
    'page.terminals.description': '面向自助服务大厅的发卡机、填单机、超级柜台、收发器与文件收发柜。',
    'page.terminals.title': '智能终端',
    'page.transceiver.description': '支持 4G、定位精度 2.5 米的收发器，将终端与传感器接入平台。',
    'page.transceiver.title': '收发器',
    'shell.copyright': '© {year} 天目智能 版权所有',
    'shell.footerNavigation': '网站导航',
    'shell.mainNavigation': '主导航',
    'shell.skipToContent': '跳到主要内容',
  },
};
