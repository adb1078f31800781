// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

/** An interface language. */
export type Locale =
  | 'en-US'
  | 'zh-CN';

/** Every key `t()` accepts; an unknown key is a type error. */
export type MessageKey =
  | 'app.address'
  | 'app.name'
  | 'carousel.goTo'
  | 'carousel.label'
  | 'carousel.next'
  | 'carousel.position'
  | 'carousel.previous'
  | 'errors.backHome'
  | 'errors.chunkText'
  | 'errors.chunkTitle'
  | 'errors.reload'
  | 'errors.unexpectedText'
  | 'errors.unexpectedTitle'
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
  | 'notFound.requested'
  | 'notFound.sections'
  | 'search.label'
  | 'search.placeholder'
  | 'shell.address'
  | 'shell.copyright'
  | 'shell.footerNavigation'
  | 'shell.home'
  | 'shell.hotline'
  | 'shell.icp'
  | 'shell.loading'
  | 'shell.mainNavigation'
  | 'shell.openMenu'
  | 'shell.skipToContent'
  | 'shell.submenu';

/** The interface strings of each language, compiled from spec/messages.yaml, app.yaml and navigation.yaml (page words are in ./pages). */
export const messages: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = {
  'en-US': {
    'app.address': 'No. 1 Example Road, Nanhai District, Foshan, Guangdong, China',
    'app.name': 'Tianmu Intelligence',
    'carousel.goTo': 'Show slide {number}',
    'carousel.label': 'What we offer',
    'carousel.next': 'Next slide',
    'carousel.position': 'Slide {current} of {total}',
    'carousel.previous': 'Previous slide',
    'errors.backHome': 'Back to the home page',
    'errors.chunkText': 'The connection may have dropped, or the site was updated since you opened it. Reloading fetches the current version.',
    'errors.chunkTitle': 'This page could not be loaded',
    'errors.reload': 'Reload the page',
    'errors.unexpectedText': 'This page ran into a problem. Try again, or go back to the home page.',
    'errors.unexpectedTitle': 'Something went wrong',
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
    'notFound.requested': 'Requested address: {path}',
    'notFound.sections': 'Main sections',
    'search.label': 'Search the site',
    'search.placeholder': 'Search',
    'shell.address': 'Address',
    'shell.copyright': '© {year} Tianmu Intelligence. All rights reserved.',
    'shell.footerNavigation': 'Site map',
    'shell.home': 'Tianmu Intelligence, home page',
    'shell.hotline': 'Business hotline',
    'shell.icp': 'ICP filing',
    'shell.loading': 'Loading…',
    'shell.mainNavigation': 'Main navigation',
    'shell.openMenu': 'Menu',
    'shell.skipToContent': 'Skip to main content',
    'shell.submenu': '{label}: show the pages',
  },
  'zh-CN': {
    'app.address': '中国广东省佛山市南海区示例路 1 号',
    'app.name': '天目智能',
    'carousel.goTo': '显示第 {number} 张',
    'carousel.label': '我们的产品与服务',
    'carousel.next': '下一张',
    'carousel.position': '第 {current} 张，共 {total} 张',
    'carousel.previous': '上一张',
    'errors.backHome': '返回首页',
    'errors.chunkText': '可能是网络中断，或在您打开网站后网站已更新。重新加载即可获取最新版本。',
    'errors.chunkTitle': '页面加载失败',
    'errors.reload': '重新加载页面',
    'errors.unexpectedText': '此页面出现问题。请重试，或返回首页。',
    'errors.unexpectedTitle': '出错了',
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
    'notFound.requested': '您访问的地址：{path}',
    'notFound.sections': '主要栏目',
    'search.label': '搜索本站',
    'search.placeholder': '搜索',
    'shell.address': '公司地址',
    'shell.copyright': '© {year} 天目智能 版权所有',
    'shell.footerNavigation': '网站导航',
    'shell.home': '天目智能首页',
    'shell.hotline': '商务热线',
    'shell.icp': 'ICP 备案号',
    'shell.loading': '正在加载…',
    'shell.mainNavigation': '主导航',
    'shell.openMenu': '菜单',
    'shell.skipToContent': '跳到主要内容',
    'shell.submenu': '{label}：展开子页面',
  },
};
