// The tests' oracle: the screens and routes of §2, written by hand from the specification
// (shared/spec/000_ce8615616d366fbd.txt) and from docs/decisions/002-what-each-path-shows.md, which
// decides what the paths §2 leaves open show. Nothing here is imported from site/, spec/,
// generator/ or mocks/: these are the values the running site is compared with.
//
// The headings' wording is the project's (the specification names each page, not its heading);
// each was read once from the running site, checked against §1/§2 and decision 002, and written here.

/** §1 "The interface is available in English and Simplified Chinese"; §9 en-US and zh-CN. */
export type Locale = 'en-US' | 'zh-CN';
export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** A text in each language. */
export type Both<T = string> = Readonly<Record<Locale, T>>;

interface SpecRoute {
  readonly path: string;
  /** The page's main heading (its one `h1`) in each language. */
  readonly heading: Both;
  /**
   * The name of the page's module, so its lazily loaded chunk can be told apart on the wire
   * (Vite names a chunk after its module: `/assets/<module>-<hash>.js`). The names are the
   * project's (spec/routes.yaml, decision 002), copied here by hand, never read from the table.
   */
  readonly module: string;
}

/**
 * §2 the route table: 38 paths, each a child of the shell, without parameters, loaded lazily, in
 * the table's order. What each shows: decision 002.
 */
export const SPEC_ROUTES = [
  // §2 "/home | kept alive when revisited"; §1 the company presents itself.
  {
    path: '/home',
    heading: {
      'en-US': 'Biometrics, AI and IoT for a smarter world',
      'zh-CN': '生物识别、人工智能与物联网，让世界更智慧',
    },
    module: 'home',
  },
  // §1 sector "smart city"; decision 002: one of the seven sectors.
  { path: '/city', heading: { 'en-US': 'Smart City', 'zh-CN': '智慧城市' }, module: 'smart-city' },
  // §2 "core competence (algorithm capability …)"; decision 002: "/algorithm the algorithms".
  { path: '/algorithm', heading: { 'en-US': 'Algorithm Capability', 'zh-CN': '算法能力' }, module: 'algorithm' },
  // decision 002: the smart-city case.
  {
    path: '/citycase',
    heading: { 'en-US': 'Case Study: Smart City', 'zh-CN': '案例：智慧城市' },
    module: 'city-case',
  },
  // decision 002: the city video case (§9 "event video clips of 10 seconds before and after").
  {
    path: '/cityvideocase',
    heading: { 'en-US': 'Case Study: City Video Surveillance', 'zh-CN': '案例：城市视频监控' },
    module: 'city-video-case',
  },
  // §2 "core competence (… platform capability)"; decision 002: all three platforms.
  {
    path: '/platformcapability',
    heading: { 'en-US': 'Platform Capability', 'zh-CN': '平台能力' },
    module: 'platform-capability',
  },
  // §1 hardware terminals; decision 002: the terminal overview with the terminal search box.
  { path: '/terminal', heading: { 'en-US': 'Intelligent Terminals', 'zh-CN': '智能终端' }, module: 'terminals' },
  // §1 "portable and desktop dual-screen card dispensers".
  {
    path: '/carddispenser',
    heading: { 'en-US': 'Dual-Screen Card Dispensers', 'zh-CN': '双屏发卡机' },
    module: 'card-dispenser',
  },
  // §1 "a self-service form-filling machine"; decision 002: /machine.
  {
    path: '/machine',
    heading: { 'en-US': 'Self-Service Form-Filling Machine', 'zh-CN': '自助填单机' },
    module: 'form-filling-machine',
  },
  // §1 "a super counter".
  { path: '/counter', heading: { 'en-US': 'Super Counter', 'zh-CN': '超级柜台' }, module: 'super-counter' },
  // §1 "a transceiver".
  { path: '/transceiver', heading: { 'en-US': 'Transceiver', 'zh-CN': '收发器' }, module: 'transceiver' },
  // §1 "a document receiving and sending cabinet"; decision 002: /case is the cabinet.
  {
    path: '/case',
    heading: { 'en-US': 'Document Receiving and Sending Cabinet', 'zh-CN': '文件收发柜' },
    module: 'document-cabinet',
  },
  // §1 "profile, development history by year from 2014 to 2022, vision, mission and values".
  {
    path: '/companyprofile',
    heading: { 'en-US': 'Company Profile', 'zh-CN': '公司简介' },
    module: 'company-profile',
  },
  // §1 "honours, qualifications and patents".
  { path: '/glory', heading: { 'en-US': 'Honours and Qualifications', 'zh-CN': '荣誉资质' }, module: 'honours' },
  // §1 "customers".
  { path: '/customer', heading: { 'en-US': 'Customers', 'zh-CN': '合作客户' }, module: 'customers' },
  // §1 "contact (business hotline and address)"; decision 002: /contactus contact.
  { path: '/contactus', heading: { 'en-US': 'Contact Us', 'zh-CN': '联系我们' }, module: 'contact-us' },
  // decision 002: "/journalism is the news centre".
  { path: '/journalism', heading: { 'en-US': 'News Centre', 'zh-CN': '新闻中心' }, module: 'news-centre' },
  // decision 002: "/work business cooperation" (§1 "business cooperation").
  {
    path: '/work',
    heading: { 'en-US': 'Business Cooperation', 'zh-CN': '商务合作' },
    module: 'business-cooperation',
  },
  // decision 002: "/recruitment is the careers overview" (§1 "recruitment").
  { path: '/recruitment', heading: { 'en-US': 'Recruitment', 'zh-CN': '人才招聘' }, module: 'recruitment' },
  // decision 002: "/socialrecruitment the job list with the department filter".
  {
    path: '/socialrecruitment',
    heading: { 'en-US': 'Open Positions', 'zh-CN': '社会招聘' },
    module: 'social-recruitment',
  },
  // decision 002: "/job the application (the contact/apply form of §3)".
  { path: '/job', heading: { 'en-US': 'Apply Now', 'zh-CN': '立即申请' }, module: 'job-application' },
  // §2 "/cooperativepartner | registered twice with the same page"; decision 002: the partner
  // programme and its form (§1 "a partner programme").
  {
    path: '/cooperativepartner',
    heading: { 'en-US': 'Partner Programme', 'zh-CN': '合作伙伴计划' },
    module: 'partner-programme',
  },
  // §1 sector "smart campus".
  { path: '/smartcampus', heading: { 'en-US': 'Smart Campus', 'zh-CN': '智慧校园' }, module: 'smart-campus' },
  // decision 002: a campus case (§9 "a 7-day abnormal attendance statistic").
  {
    path: '/schoolattendance',
    heading: { 'en-US': 'Case Study: School Attendance', 'zh-CN': '案例：校园考勤' },
    module: 'school-attendance-case',
  },
  // §1 sector "smart finance and banking".
  {
    path: '/finance',
    heading: { 'en-US': 'Smart Finance and Banking', 'zh-CN': '智慧金融' },
    module: 'smart-finance',
  },
  // decision 002: a finance case.
  { path: '/bank', heading: { 'en-US': 'Case Study: Bank Branch', 'zh-CN': '案例：银行网点' }, module: 'bank-case' },
  // decision 002: a finance case.
  {
    path: '/mobilebank',
    heading: { 'en-US': 'Case Study: Mobile Banking', 'zh-CN': '案例：移动银行' },
    module: 'mobile-bank-case',
  },
  // §1 sector "smart epidemic prevention".
  {
    path: '/antiepidemic',
    heading: { 'en-US': 'Smart Epidemic Prevention', 'zh-CN': '智慧防疫' },
    module: 'epidemic-prevention',
  },
  // decision 002: "/adera (the epidemic case)".
  {
    path: '/adera',
    heading: { 'en-US': 'Case Study: Epidemic Prevention', 'zh-CN': '案例：疫情防控' },
    module: 'epidemic-case',
  },
  // §1 sector "smart commerce"; decision 002: "/business (commerce)".
  { path: '/business', heading: { 'en-US': 'Smart Commerce', 'zh-CN': '智慧商业' }, module: 'smart-commerce' },
  // decision 002: "/aiot is the AIoT application integration platform" (§1).
  {
    path: '/aiot',
    heading: { 'en-US': 'AIoT Application Integration Platform', 'zh-CN': 'AIoT 应用集成平台' },
    module: 'aiot-platform',
  },
  // §1 sector "smart medical".
  { path: '/medicalcare', heading: { 'en-US': 'Smart Medical', 'zh-CN': '智慧医疗' }, module: 'smart-medical' },
  // decision 002: a medical case.
  {
    path: '/hospitalone',
    heading: { 'en-US': 'Case Study: Hospital Self-Service', 'zh-CN': '案例：医院自助服务' },
    module: 'hospital-case-one',
  },
  // decision 002: a medical case.
  {
    path: '/hospitaltwo',
    heading: { 'en-US': 'Case Study: Hospital Ward Access', 'zh-CN': '案例：医院病区通行' },
    module: 'hospital-case-two',
  },
  // decision 002: a campus case (§9 "100 face capture cameras in a campus case").
  {
    path: '/schoolfoshan',
    heading: { 'en-US': 'Case Study: A School in Foshan', 'zh-CN': '案例：佛山某学校' },
    module: 'foshan-school-case',
  },
  // §1 sector "smart security".
  { path: '/security', heading: { 'en-US': 'Smart Security', 'zh-CN': '智慧安防' }, module: 'smart-security' },
  // decision 002: "/enterprisenews the paged list of company news".
  {
    path: '/enterprisenews',
    heading: { 'en-US': 'Company News', 'zh-CN': '企业新闻' },
    module: 'enterprise-news',
  },
  // §2 "/newsdetail | news detail page"; decision 002: one article.
  { path: '/newsdetail', heading: { 'en-US': 'News Article', 'zh-CN': '新闻详情' }, module: 'news-detail' },
] as const satisfies readonly SpecRoute[];

/** One of the 38 paths of §2. */
export type SpecPath = (typeof SPEC_ROUTES)[number]['path'];

/** §2's 38 paths, each once, in the table's order. */
export const SPEC_PATHS: readonly SpecPath[] = SPEC_ROUTES.map((route) => route.path);

/** §2 has 38 distinct paths (/cooperativepartner counted once). */
export const SPEC_PATH_COUNT = 38;

/** §2 "The root path is a layout shell that redirects to /home"; §9 "default landing route /home". */
export const ROOT = { path: '/', redirectsTo: '/home' } as const satisfies { path: string; redirectsTo: SpecPath };

/**
 * §2 "Page areas and controls visible as text: home, solutions, core competence (algorithm
 * capability, platform capability), about us, join us, …": the main navigation's menus, in that
 * order. Their wording is the project's. Decision 044 adds a Products menu after Solutions for
 * §1's six hardware terminals ("intelligent terminal pages" of the same list), so the header has
 * six menus; §2's five keep their order around it.
 */
export const MAIN_MENUS: readonly Both[] = [
  { 'en-US': 'Home', 'zh-CN': '首页' },
  { 'en-US': 'Solutions', 'zh-CN': '解决方案' },
  { 'en-US': 'Products', 'zh-CN': '产品中心' },
  { 'en-US': 'Core Competence', 'zh-CN': '核心能力' },
  { 'en-US': 'About Us', 'zh-CN': '关于我们' },
  { 'en-US': 'Join Us', 'zh-CN': '加入我们' },
];

/**
 * §1 "Hardware terminals: portable and desktop dual-screen card dispensers, a self-service
 * form-filling machine, a super counter, a transceiver, and a document receiving and sending
 * cabinet", each with its page of §2 (decision 002: /carddispenser holds both card dispensers,
 * /case the cabinet). Decision 044: the Products menu lists them in this order, each by §1's name
 * shortened (a menu's words are paid for in the first view's script), the Chinese the project's.
 */
export const PRODUCTS_MENU: readonly { readonly name: Both; readonly path: SpecPath }[] = [
  { name: { 'en-US': 'Portable Card Dispenser', 'zh-CN': '便携式双屏发卡机' }, path: '/carddispenser' },
  { name: { 'en-US': 'Desktop Card Dispenser', 'zh-CN': '桌面式双屏发卡机' }, path: '/carddispenser' },
  { name: { 'en-US': 'Form-Filling Machine', 'zh-CN': '自助填单机' }, path: '/machine' },
  { name: { 'en-US': 'Super Counter', 'zh-CN': '超级柜台' }, path: '/counter' },
  { name: { 'en-US': 'Transceiver', 'zh-CN': '收发器' }, path: '/transceiver' },
  { name: { 'en-US': 'Document Cabinet', 'zh-CN': '文件收发柜' }, path: '/case' },
];

/**
 * Decision 044: the top menu marks the section a page belongs to. §1 lists honours under the
 * company information and recruitment under joining us: on /glory the About Us menu is the
 * section, on /socialrecruitment Join Us.
 */
export const SECTION_OF: readonly { readonly path: SpecPath; readonly menu: Both }[] = [
  { path: '/glory', menu: { 'en-US': 'About Us', 'zh-CN': '关于我们' } },
  { path: '/socialrecruitment', menu: { 'en-US': 'Join Us', 'zh-CN': '加入我们' } },
];

/** §2 "/cooperativepartner | registered twice with the same page": how often each path is registered. */
export function registrationsOf(path: SpecPath): number {
  return path === '/cooperativepartner' ? 2 : 1;
}

/**
 * §3 "App config: application name": the site's name follows each page's heading in the document
 * title. The specification never names the company; the project named it
 * (docs/decisions/003-request-headers-and-identity.md).
 */
export const APP_NAME: Both = {
  'en-US': 'Tianmu Intelligence',
  'zh-CN': '天目智能',
};

/**
 * The language switch (docs/decisions/036-languages-are-data.md): the control that switches to a
 * language is named in that language's own words, whatever the page's language (the project's
 * wording), so a visitor finds their own language without reading the current one.
 */
export const SWITCH_TO: Both = { 'en-US': 'Switch to English', 'zh-CN': '切换到简体中文' };

/** Each language's name in its own words, as the switch shows it (§1 "English and Simplified Chinese"). */
export const LANGUAGE_NAMES: Both = { 'en-US': 'English', 'zh-CN': '简体中文' };

/**
 * With more than two languages the switch is a menu: its button is named "<this word>: <the
 * current language>" in the page's language, and opens the list of every language.
 */
export const LANGUAGE_MENU: Both = { 'en-US': 'Language', 'zh-CN': '语言' };

/** The language menu's button in any of these languages ("Language: English", "语言: 简体中文"). */
export const LANGUAGE_MENU_NAME = new RegExp(`^(${LOCALES.map((locale) => LANGUAGE_MENU[locale]).join('|')}): `);

function routeOf(path: SpecPath) {
  const route = SPEC_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not a path of §2`);
  return route;
}

/** The main heading the page at `path` shows, in each language. */
export function headingsOf(path: SpecPath): Both {
  return routeOf(path).heading;
}

/** The main heading the page at `path` shows in `locale`. */
export function headingOf(path: SpecPath, locale: Locale): string {
  return routeOf(path).heading[locale];
}

/** The document title of the page at `path` in `locale`: its heading, then the site's name. */
export function documentTitleOf(path: SpecPath, locale: Locale): string {
  return `${headingOf(path, locale)} | ${APP_NAME[locale]}`;
}

/** The module name of the page `path` shows (for telling its chunk apart on the wire). */
export function moduleOf(path: SpecPath): string {
  return routeOf(path).module;
}

/**
 * Decision 029: the static page of a route is at /<locale><path>/ (`/en-US/city/`), for §2's paths
 * and for any page added since (`make page`, decision 025).
 */
export function staticPathOf(language: string, path: string): string {
  return `/${language}${path}/`;
}

/**
 * Decisions 025 and 035: `make page` writes each text of a new page as a draft that starts with
 * one of these marks. A page that shows one is a draft page: its static pages are noindex and
 * the sitemap leaves them out.
 */
export const DRAFT_MARKS: readonly string[] = ['DRAFT:', '草稿：'];

/** Whether `path` is one of §2's paths. */
export function isSpecPath(path: string): path is SpecPath {
  return SPEC_ROUTES.some((route) => route.path === path);
}
