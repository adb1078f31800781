// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

/** A normative statement of the specification. */
export interface Clause {
  readonly id: ClauseId;
  readonly section: string;
  readonly kind: 'behaviour' | 'constant' | 'content' | 'decision';
  /** The sentence of the specification. */
  readonly text: string;
  /** The decision record, for a decision clause. */
  readonly decision?: string;
}

/** A test that names an unknown clause does not type-check. */
export type ClauseId =
  | 'ACCESS-ANONYMOUS'
  | 'ACCESS-PUBLIC'
  | 'CONFIG-APP'
  | 'CONST-DEFAULT-LANGUAGE'
  | 'CONST-DEFAULT-ROUTE'
  | 'CONST-LAYOUT'
  | 'CONST-PROGRESS-MINIMUM'
  | 'CONST-PROGRESS-SPEED'
  | 'CONST-PROGRESS-TRICKLE-RATE'
  | 'CONST-PROGRESS-TRICKLE-SPEED'
  | 'CONST-REQUEST-TIMEOUT'
  | 'CONST-STORAGE-KEY'
  | 'CONTENT-4G'
  | 'CONTENT-ACCESS-RIGHTS'
  | 'CONTENT-ALGORITHM-MODELS'
  | 'CONTENT-ALGORITHM-OFFER'
  | 'CONTENT-ALGORITHMS'
  | 'CONTENT-ATTENDANCE-7DAY'
  | 'CONTENT-CABINET-38'
  | 'CONTENT-CABINET-DOORS'
  | 'CONTENT-CABINET-FLOW'
  | 'CONTENT-CAMERAS'
  | 'CONTENT-CAMPUS-CAMERAS'
  | 'CONTENT-CARD-DISPENSER-SLOTS'
  | 'CONTENT-COMPANY-PROFILE'
  | 'CONTENT-CUSTOMERS-30'
  | 'CONTENT-EVENT-CLIPS'
  | 'CONTENT-FINANCE-ENTERPRISES'
  | 'CONTENT-FINGERPRINT-LIFE'
  | 'CONTENT-HISTORY-2014-2022'
  | 'CONTENT-JOIN'
  | 'CONTENT-LOCK-BOARD'
  | 'CONTENT-NEWS-FOUR'
  | 'CONTENT-PARTNER-LEVELS'
  | 'CONTENT-PATENTS'
  | 'CONTENT-PLATFORMS'
  | 'CONTENT-PORTABLE-DISPENSER'
  | 'CONTENT-POSITIONING'
  | 'CONTENT-PRINTER'
  | 'CONTENT-RECEIPT-PAPER'
  | 'CONTENT-SCREENS'
  | 'CONTENT-SECTORS'
  | 'CONTENT-SECURITY-TABLE'
  | 'CONTENT-TERMINALS'
  | 'CONTENT-TEST-BOARD'
  | 'DECISION-APPLY-DESTINATION'
  | 'DECISION-DRAFT-PAGES'
  | 'DECISION-ENDPOINT-PAYLOADS'
  | 'DECISION-ENDPOINT-USE'
  | 'DECISION-ERROR-MESSAGES'
  | 'DECISION-ERROR-TEXT'
  | 'DECISION-HEADER-CONTENTS'
  | 'DECISION-HOME-HERO'
  | 'DECISION-IMAGES-ON-THE-WIRE'
  | 'DECISION-LOG-MASKING'
  | 'DECISION-OTHER-STATES'
  | 'DECISION-PARTNER-DESTINATION'
  | 'DECISION-PATH-CONTENT'
  | 'DECISION-PHONE-HEADER'
  | 'DECISION-PHONE-NUMBER'
  | 'DECISION-PRODUCTS-MENU'
  | 'DECISION-STATIC-ARTICLES'
  | 'DECISION-STATIC-FIRST-BYTES'
  | 'DECISION-STATIC-HEAD'
  | 'DECISION-STATIC-JOBS'
  | 'DECISION-STATIC-LANDING'
  | 'DECISION-STATIC-PAGES'
  | 'DECISION-STATIC-SERVING'
  | 'DECISION-STATIC-SHARE-IMAGE'
  | 'DECISION-STATIC-TAKEOVER'
  | 'DECISION-TERMINAL-RENDERINGS'
  | 'DECISION-TEST-READS'
  | 'DECISION-TRIAL-IN-BROWSER'
  | 'DECISION-UNKNOWN-PATH'
  | 'DECISION-VALIDATION-RULES'
  | 'DESIGN-FORM-CONTROLS'
  | 'DESIGN-GRID'
  | 'DESIGN-LINKS'
  | 'DESIGN-TYPEFACE'
  | 'ENDPOINT-ADD'
  | 'ENDPOINT-QUERY'
  | 'ENTITIES-NONE'
  | 'ERR-401'
  | 'ERR-404'
  | 'ERR-500-MSG'
  | 'ERR-HELPER-SILENT'
  | 'ERR-RESPONSE-LOG'
  | 'FORM-APPLY-FIELDS'
  | 'FORM-PARTNER-FIELDS'
  | 'GEN-ADD-LANGUAGE'
  | 'GEN-ADD-PAGE'
  | 'GEN-CHECK-STALE'
  | 'GEN-CODE-READING'
  | 'GEN-CRASH-SOURCE'
  | 'GEN-DETERMINISTIC'
  | 'GEN-DRAFT-RELEASE'
  | 'GEN-ERROR-POSITIONS'
  | 'GEN-MISSING-TRANSLATION'
  | 'GEN-MOVE-ROUTE'
  | 'GEN-NEVER-THROWS'
  | 'GEN-PAGE-MODULE'
  | 'GEN-REMOVE-PAGE'
  | 'GEN-ROOT-CAUSE-FIRST'
  | 'GEN-TYPED-OUTPUT'
  | 'HTTP-BASE-URL'
  | 'HTTP-BODY-METHODS'
  | 'HTTP-CSP-HEADER'
  | 'HTTP-DEFAULT-HEADERS'
  | 'HTTP-FORM-DATA'
  | 'HTTP-GET-QUERY'
  | 'HTTP-JSONP'
  | 'HTTP-LOG'
  | 'HTTP-NO-OTHER-TRAFFIC'
  | 'HTTP-RESOLVES-BODY'
  | 'HTTP-TIMEOUT'
  | 'I18N-DETECT-ORDER'
  | 'I18N-LANG-STATE'
  | 'I18N-SWITCH-PERSIST'
  | 'JOBS-FIELDS'
  | 'LAYOUT-BODY-FONT'
  | 'LAYOUT-PIXEL-RATIO'
  | 'LAYOUT-RECOMPUTE'
  | 'LAYOUT-ROOT-FONT'
  | 'LAYOUT-WIDE-PIXEL-RATIO'
  | 'NAV-MENUS'
  | 'NAV-PRELOAD-ERROR'
  | 'NAV-PROGRESS-BAR'
  | 'NAV-SCROLL-TOP'
  | 'QA-AXE-AA'
  | 'QA-CHANGE-MEANING'
  | 'QA-CHANGE-REPORT'
  | 'QA-CHANGE-SELECTION'
  | 'QA-CHANGE-UNPLACED'
  | 'QA-CRAWL-CLEAN'
  | 'QA-CRAWL-LINKS'
  | 'QA-CRAWL-UNTRANSLATED'
  | 'QA-ENGINE-MATRIX'
  | 'QA-KEYBOARD-WALK'
  | 'QA-MERGE-REPORTS'
  | 'QA-NO-LAYOUT-SHIFT'
  | 'QA-PHONE-LAYOUT'
  | 'QA-RUN-ERRORS'
  | 'QA-RUN-STOPPED'
  | 'ROUTE-COOPERATIVEPARTNER-TWICE'
  | 'ROUTE-HASH-HISTORY'
  | 'ROUTE-HOME-KEEPALIVE'
  | 'ROUTE-LAZY'
  | 'ROUTE-NEWSDETAIL-NAME'
  | 'ROUTE-NEWSDETAIL-NOT-KEPT'
  | 'ROUTE-NO-PARAMS'
  | 'ROUTE-PATH-ADERA'
  | 'ROUTE-PATH-AIOT'
  | 'ROUTE-PATH-ALGORITHM'
  | 'ROUTE-PATH-ANTIEPIDEMIC'
  | 'ROUTE-PATH-BANK'
  | 'ROUTE-PATH-BUSINESS'
  | 'ROUTE-PATH-CARDDISPENSER'
  | 'ROUTE-PATH-CASE'
  | 'ROUTE-PATH-CITY'
  | 'ROUTE-PATH-CITYCASE'
  | 'ROUTE-PATH-CITYVIDEOCASE'
  | 'ROUTE-PATH-COMPANYPROFILE'
  | 'ROUTE-PATH-CONTACTUS'
  | 'ROUTE-PATH-COOPERATIVEPARTNER'
  | 'ROUTE-PATH-COUNTER'
  | 'ROUTE-PATH-CUSTOMER'
  | 'ROUTE-PATH-ENTERPRISENEWS'
  | 'ROUTE-PATH-FINANCE'
  | 'ROUTE-PATH-GLORY'
  | 'ROUTE-PATH-HOME'
  | 'ROUTE-PATH-HOSPITALONE'
  | 'ROUTE-PATH-HOSPITALTWO'
  | 'ROUTE-PATH-JOB'
  | 'ROUTE-PATH-JOURNALISM'
  | 'ROUTE-PATH-MACHINE'
  | 'ROUTE-PATH-MEDICALCARE'
  | 'ROUTE-PATH-MOBILEBANK'
  | 'ROUTE-PATH-NEWSDETAIL'
  | 'ROUTE-PATH-PLATFORMCAPABILITY'
  | 'ROUTE-PATH-RECRUITMENT'
  | 'ROUTE-PATH-SCHOOLATTENDANCE'
  | 'ROUTE-PATH-SCHOOLFOSHAN'
  | 'ROUTE-PATH-SECURITY'
  | 'ROUTE-PATH-SMARTCAMPUS'
  | 'ROUTE-PATH-SOCIALRECRUITMENT'
  | 'ROUTE-PATH-TERMINAL'
  | 'ROUTE-PATH-TRANSCEIVER'
  | 'ROUTE-PATH-WORK'
  | 'ROUTE-SHELL-REDIRECT'
  | 'SEC-500-MSG-LANGUAGE'
  | 'SEC-FORM-DRAFT'
  | 'SEC-FORM-INPUT'
  | 'SEC-HEADERS'
  | 'SEC-HOST-HEADER'
  | 'SEC-MALFORMED-JOB-POSTS'
  | 'SEC-NO-INNER-HTML'
  | 'SERVE-CACHE-CONTROL'
  | 'SERVE-COMPRESSION'
  | 'SERVE-ERROR-PAGES'
  | 'SERVE-SECURITY-TXT'
  | 'SITE-BILINGUAL'
  | 'SITE-LANGUAGE-MENU'
  | 'SITE-LAYERS'
  | 'SITE-SINGLE-PAGE'
  | 'TRIAL-ACCESSIBLE'
  | 'TRIAL-BAD-INPUT'
  | 'TRIAL-FACE-DETECTION'
  | 'TRIAL-FACE-RECOGNITION'
  | 'TRIAL-FACE-STRUCTURING'
  | 'TRIAL-LIVENESS'
  | 'TRIAL-MASK-HONEST'
  | 'TRIAL-NOTHING-LEAVES'
  | 'TRIAL-OCR'
  | 'TRIAL-ON-DEMAND'
  | 'TRIAL-TRACKING'
  | 'UI-ALGORITHM-DOWNLOAD-TRIAL'
  | 'UI-BUSINESS-COOPERATION'
  | 'UI-CERTIFICATE-ZOOM'
  | 'UI-ICP-FOOTER'
  | 'UI-JOB-FILTER'
  | 'UI-KEYWORD-SEARCH'
  | 'UI-NEWS-LIST-DETAIL'
  | 'UI-PAGING'
  | 'UI-PARTNER-FORM'
  | 'UI-SECTOR-PAGES'
  | 'UI-TERMINAL-PAGES'
  | 'UI-TERMINAL-SEARCH';

/** Every clause, in catalogue order. */
export const clauses: readonly Clause[] = [
  {
    id: 'SITE-SINGLE-PAGE',
    section: '1',
    kind: 'behaviour',
    text: 'The product is a single-page public website',
  },
  {
    id: 'SITE-BILINGUAL',
    section: '1',
    kind: 'behaviour',
    text: 'The interface is available in English and Simplified Chinese.',
  },
  {
    id: 'CONTENT-SECTORS',
    section: '1',
    kind: 'content',
    text: 'Solutions by sector: smart city, smart campus, smart finance and banking, smart epidemic prevention, smart commerce, smart medical and smart security.',
  },
  {
    id: 'CONTENT-TERMINALS',
    section: '1',
    kind: 'content',
    text: 'Hardware terminals: portable and desktop dual-screen card dispensers, a self-service form-filling machine, a super counter, a transceiver, and a document receiving and sending cabinet.',
  },
  {
    id: 'CONTENT-PLATFORMS',
    section: '1',
    kind: 'content',
    text: 'Platforms: a multimodal biometric authentication platform, an IoT unified management platform and an AIoT application integration platform.',
  },
  {
    id: 'CONTENT-ALGORITHMS',
    section: '1',
    kind: 'content',
    text: 'Algorithm pages: face detection, recognition, liveness detection, mask detection, tracking and face structuring, plus OCR.',
  },
  {
    id: 'CONTENT-ALGORITHM-OFFER',
    section: '1',
    kind: 'content',
    text: 'They show technical indicators, cloud, private and custom call modes, a free trial, and SDK and apk downloads for Linux and Android.',
  },
  {
    id: 'CONTENT-COMPANY-PROFILE',
    section: '1',
    kind: 'content',
    text: 'Company information: profile, … vision, mission and values, honours, qualifications and patents, customers',
  },
  {
    id: 'CONTENT-HISTORY-2014-2022',
    section: '1',
    kind: 'content',
    text: 'development history by year from 2014 to 2022',
  },
  {
    id: 'CONTENT-NEWS-FOUR',
    section: '1',
    kind: 'content',
    text: 'news (four articles)',
  },
  {
    id: 'CONTENT-JOIN',
    section: '1',
    kind: 'content',
    text: 'recruitment, a partner programme, business cooperation and contact (business hotline and address).',
  },
  {
    id: 'CONTENT-CABINET-FLOW',
    section: '1',
    kind: 'content',
    text: 'the user submits data on a website for self-service review; once approved, a verification code is sent; the user retrieves files with the code plus identity verification.',
  },
  {
    id: 'CONTENT-CABINET-DOORS',
    section: '1',
    kind: 'content',
    text: 'Door-opening modes are face, fingerprint, card, password, verification code and barcode.',
  },
  {
    id: 'ACCESS-ANONYMOUS',
    section: '1',
    kind: 'behaviour',
    text: 'No accounts or sign-in are shown. Visitors only read content and may use the forms listed below.',
  },
  {
    id: 'ROUTE-HASH-HISTORY',
    section: '2',
    kind: 'behaviour',
    text: 'History is hash-based.',
  },
  {
    id: 'ROUTE-SHELL-REDIRECT',
    section: '2',
    kind: 'behaviour',
    text: 'The root path is a layout shell that redirects to /home.',
  },
  {
    id: 'ROUTE-NO-PARAMS',
    section: '2',
    kind: 'behaviour',
    text: 'All pages below are children of the shell, have no parameters',
  },
  {
    id: 'ROUTE-LAZY',
    section: '2',
    kind: 'behaviour',
    text: 'All pages below … load lazily.',
  },
  {
    id: 'ROUTE-PATH-HOME',
    section: '2',
    kind: 'behaviour',
    text: '/home is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CITY',
    section: '2',
    kind: 'behaviour',
    text: '/city is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-ALGORITHM',
    section: '2',
    kind: 'behaviour',
    text: '/algorithm is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CITYCASE',
    section: '2',
    kind: 'behaviour',
    text: '/citycase is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CITYVIDEOCASE',
    section: '2',
    kind: 'behaviour',
    text: '/cityvideocase is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-PLATFORMCAPABILITY',
    section: '2',
    kind: 'behaviour',
    text: '/platformcapability is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-TERMINAL',
    section: '2',
    kind: 'behaviour',
    text: '/terminal is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CARDDISPENSER',
    section: '2',
    kind: 'behaviour',
    text: '/carddispenser is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-MACHINE',
    section: '2',
    kind: 'behaviour',
    text: '/machine is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-COUNTER',
    section: '2',
    kind: 'behaviour',
    text: '/counter is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-TRANSCEIVER',
    section: '2',
    kind: 'behaviour',
    text: '/transceiver is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CASE',
    section: '2',
    kind: 'behaviour',
    text: '/case is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-COMPANYPROFILE',
    section: '2',
    kind: 'behaviour',
    text: '/companyprofile is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-GLORY',
    section: '2',
    kind: 'behaviour',
    text: '/glory is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CUSTOMER',
    section: '2',
    kind: 'behaviour',
    text: '/customer is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-CONTACTUS',
    section: '2',
    kind: 'behaviour',
    text: '/contactus is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-JOURNALISM',
    section: '2',
    kind: 'behaviour',
    text: '/journalism is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-WORK',
    section: '2',
    kind: 'behaviour',
    text: '/work is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-RECRUITMENT',
    section: '2',
    kind: 'behaviour',
    text: '/recruitment is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-SOCIALRECRUITMENT',
    section: '2',
    kind: 'behaviour',
    text: '/socialrecruitment is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-JOB',
    section: '2',
    kind: 'behaviour',
    text: '/job is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-COOPERATIVEPARTNER',
    section: '2',
    kind: 'behaviour',
    text: '/cooperativepartner is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-SMARTCAMPUS',
    section: '2',
    kind: 'behaviour',
    text: '/smartcampus is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-SCHOOLATTENDANCE',
    section: '2',
    kind: 'behaviour',
    text: '/schoolattendance is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-FINANCE',
    section: '2',
    kind: 'behaviour',
    text: '/finance is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-BANK',
    section: '2',
    kind: 'behaviour',
    text: '/bank is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-MOBILEBANK',
    section: '2',
    kind: 'behaviour',
    text: '/mobilebank is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-ANTIEPIDEMIC',
    section: '2',
    kind: 'behaviour',
    text: '/antiepidemic is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-ADERA',
    section: '2',
    kind: 'behaviour',
    text: '/adera is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-BUSINESS',
    section: '2',
    kind: 'behaviour',
    text: '/business is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-AIOT',
    section: '2',
    kind: 'behaviour',
    text: '/aiot is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-MEDICALCARE',
    section: '2',
    kind: 'behaviour',
    text: '/medicalcare is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-HOSPITALONE',
    section: '2',
    kind: 'behaviour',
    text: '/hospitalone is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-HOSPITALTWO',
    section: '2',
    kind: 'behaviour',
    text: '/hospitaltwo is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-SCHOOLFOSHAN',
    section: '2',
    kind: 'behaviour',
    text: '/schoolfoshan is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-SECURITY',
    section: '2',
    kind: 'behaviour',
    text: '/security is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-ENTERPRISENEWS',
    section: '2',
    kind: 'behaviour',
    text: '/enterprisenews is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-PATH-NEWSDETAIL',
    section: '2',
    kind: 'behaviour',
    text: '/newsdetail is a page of the site (§2 route table).',
  },
  {
    id: 'ROUTE-HOME-KEEPALIVE',
    section: '2',
    kind: 'behaviour',
    text: '/home | kept alive when revisited',
  },
  {
    id: 'ROUTE-COOPERATIVEPARTNER-TWICE',
    section: '2',
    kind: 'behaviour',
    text: '/cooperativepartner | registered twice with the same page',
  },
  {
    id: 'ROUTE-NEWSDETAIL-NOT-KEPT',
    section: '2',
    kind: 'behaviour',
    text: '/newsdetail | news detail page; not kept alive',
  },
  {
    id: 'ROUTE-NEWSDETAIL-NAME',
    section: '2',
    kind: 'behaviour',
    text: 'the route name carries a type segment but the path has no parameter',
  },
  {
    id: 'NAV-PROGRESS-BAR',
    section: '2',
    kind: 'behaviour',
    text: 'A top progress bar starts before each route change and finishes afterwards.',
  },
  {
    id: 'NAV-SCROLL-TOP',
    section: '2',
    kind: 'behaviour',
    text: 'After each navigation the main content area is scrolled to the top.',
  },
  {
    id: 'NAV-PRELOAD-ERROR',
    section: '2',
    kind: 'behaviour',
    text: 'If a lazily loaded page fails to load, a preload-error event is raised and the error is re-thrown unless a listener handles it.',
  },
  {
    id: 'DECISION-UNKNOWN-PATH',
    section: '2',
    kind: 'decision',
    text: 'Fallback for unknown paths: not shown.',
    decision: 'docs/decisions/006-unknown-paths.md',
  },
  {
    id: 'DECISION-PATH-CONTENT',
    section: '2',
    kind: 'decision',
    text: 'The route table names paths; what several of them show (e.g. /case, /work, /adera, /aiot) is not stated.',
    decision: 'docs/decisions/002-what-each-path-shows.md',
  },
  {
    id: 'NAV-MENUS',
    section: '2',
    kind: 'behaviour',
    text: 'Page areas and controls visible as text: home, solutions, core competence (algorithm capability, platform capability), about us, join us',
  },
  {
    id: 'DECISION-PRODUCTS-MENU',
    section: '2',
    kind: 'decision',
    text: 'Page areas and controls visible as text: home, solutions, core competence (…), about us, join us, … intelligent terminal pages: a menu for the terminals, and which menu a page belongs to, not shown. A Products menu after Solutions lists §1\'s six terminals, and the top menu marks the section of the page shown as well as the page.',
    decision: 'docs/decisions/044-products-menu.md',
  },
  {
    id: 'DECISION-TERMINAL-RENDERINGS',
    section: '9',
    kind: 'decision',
    text: 'Hardware: card dispenser input slot 100 cards and output slot 50 cards; … fingerprint sensor life of 1 million uses: how a terminal page presents them beyond its text, not shown. Each terminal page shows a shaded rendering of its terminal with these figures called out by number and listed beside it.',
    decision: 'docs/decisions/044-products-menu.md',
  },
  {
    id: 'DECISION-PHONE-HEADER',
    section: '2',
    kind: 'decision',
    text: 'The header on a phone (360–600 px wide): not shown. It keeps one row (brand, search, language, menu button); the navigation and the search\'s suggestions open below it, inside the screen.',
    decision: 'docs/decisions/007-site-shell.md',
  },
  {
    id: 'DECISION-STATIC-PAGES',
    section: '2',
    kind: 'decision',
    text: 'Pages for crawlers and readers without JavaScript: not shown. Every route in both languages is also static HTML at /<locale>/<path>/, rendered at build time from the app\'s own components: header, navigation, the page\'s whole content and footer, its links to the other static pages.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-HEAD',
    section: '2',
    kind: 'decision',
    text: 'What a static page tells search engines and link previews: not shown. Its language, title, description, canonical address, hreflang alternates for both languages and x-default, Open Graph and Twitter card, and JSON-LD (the Organization with its hotline; BreadcrumbList below the home page); sitemap.xml lists every page but a draft (decision 035): the 76 addresses of §2\'s routes, the 8 of §1\'s four news articles and those of any article published or page added since, each with its alternates, and robots.txt names it.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-TAKEOVER',
    section: '2',
    kind: 'decision',
    text: 'What happens when the script arrives on a static page: not shown. The app takes the page over where it stands, in the page\'s language, with the same text and no console error or warning, and continues at the page\'s hash route (/#/city) with the hash history of §2.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-SHARE-IMAGE',
    section: '2',
    kind: 'decision',
    text: 'The picture a link preview shows: not shown. Every static page names one share image, a 1200×630 PNG drawn at build time from the site\'s SVG art (the logo and the home page\'s illustration, no text), with its type, size and alternative text in the page\'s language, for Open Graph and a Twitter summary_large_image card.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-ARTICLES',
    section: '2',
    kind: 'decision',
    text: 'A news article for crawlers: not shown. Each of the four articles is also a static page in both languages at /<locale>/newsdetail/<id>/, headed by its headline, titled and described by it, an Open Graph article with NewsArticle and BreadcrumbList JSON-LD and its hreflang pair; the news lists link to it; the app takes it over at /#/newsdetail?id=<id> with the same text.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-JOBS',
    section: '2',
    kind: 'decision',
    text: 'Job posts for search engines: not shown. The static page of /socialrecruitment carries one JobPosting per post of the job list: its title, a description made of its title, department and city, the date it was released, the company, the city in China, full-time.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-LANDING',
    section: '2',
    kind: 'decision',
    text: 'What `/` shows before its script runs: not shown. It carries the home page prerendered in English, painted without JavaScript; a visitor who starts in Chinese, or at another hash route (/#/city), sees none of it first, within the CSP (the boot script inline, allowed by its hash; no other inline script). Where that route has a static page, `/` sends them to it in their language, in its own place in the history, and the app takes it over at /#/city; at a route with none (/#/no-such-page), the app renders it at `/`.',
    decision: 'docs/decisions/048-hash-routes-open-their-static-page.md',
  },
  {
    id: 'DECISION-STATIC-FIRST-BYTES',
    section: '2',
    kind: 'decision',
    text: 'How a page reaches a slow phone: not shown. The static host sends HTML, scripts and style sheets compressed; a prerendered page names no module script of the app and requests no script before its first paint: its inline boot script starts the app after that paint, so the page\'s style sheets come first.',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-STATIC-SERVING',
    section: '2',
    kind: 'decision',
    text: 'What the static host answers at an address that is no file of the site: not shown. A static page\'s address without its last slash (/en-US/city) is moved (301) to the address with it, on the same origin; any other such address answers 404 Not Found, never the home page, and no file whose name starts with a dot is served. make start answers as the documented nginx does: the same status, Location and Cache-Control for every method, one table of requests asked of both (issue 30).',
    decision: 'docs/decisions/029-prerendered-pages.md',
  },
  {
    id: 'DECISION-DRAFT-PAGES',
    section: '2',
    kind: 'decision',
    text: 'Pages whose words are not written yet: not shown. A page with a draft text (make page\'s DRAFT: and 草稿： marks) is built by make start and make test, its static pages marked noindex, left out of sitemap.xml and of the keyword search, and the build names it; a release build refuses it (GEN-DRAFT-RELEASE).',
    decision: 'docs/decisions/035-draft-pages.md',
  },
  {
    id: 'UI-SECTOR-PAGES',
    section: '2',
    kind: 'content',
    text: 'the sector pages',
  },
  {
    id: 'UI-ALGORITHM-DOWNLOAD-TRIAL',
    section: '2',
    kind: 'behaviour',
    text: 'face algorithm pages with apk/sdk download and an online trial',
  },
  {
    id: 'DECISION-TRIAL-IN-BROWSER',
    section: '2',
    kind: 'decision',
    text: 'face algorithm pages with apk/sdk download and an online trial: what the online trial does is not stated. Ours runs the algorithms in the visitor\'s browser, on photos or the camera, and uploads nothing.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-FACE-DETECTION',
    section: '2',
    kind: 'decision',
    text: 'online trial, face detection: every face of a photo boxed with its score and key points, and the count given.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-FACE-STRUCTURING',
    section: '2',
    kind: 'decision',
    text: 'online trial, face structuring: per face, age estimate, gender, expression and head pose, beside the box and in a table.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-FACE-RECOGNITION',
    section: '2',
    kind: 'decision',
    text: 'online trial, face recognition (1:1): two photos, a similarity and a same-person or different-people verdict at a threshold the page states.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-LIVENESS',
    section: '2',
    kind: 'decision',
    text: 'online trial, liveness: passive anti-spoofing and liveness scores for a photo or a camera frame, with a note of what a passive check cannot tell.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-TRACKING',
    section: '2',
    kind: 'decision',
    text: 'online trial, tracking: with the camera, only after the visitor asks, faces boxed live with an id that stays with each face; the camera stops on stop or on leaving.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-OCR',
    section: '2',
    kind: 'decision',
    text: 'online trial, OCR: the text of a photo read in English and Simplified Chinese, its lines boxed on the image, the text copyable.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-MASK-HONEST',
    section: '2',
    kind: 'decision',
    text: 'online trial, mask detection: no shipped model does it, so the trial says so and points to the request form; it never shows a result.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-ON-DEMAND',
    section: '2',
    kind: 'decision',
    text: 'online trial: nothing of it loads before the visitor starts it; models load when an algorithm needs them, with their progress in MB, and a failed or stalled load offers a retry.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-BAD-INPUT',
    section: '2',
    kind: 'decision',
    text: 'online trial: a file that is not an image, an image too large (its size read from the file\'s header, refused before any decode), a damaged image, a photo without a face, a refused or missing camera and a browser without WebAssembly each get a clear message of its own in the visitor\'s language.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-ACCESSIBLE',
    section: '2',
    kind: 'decision',
    text: 'online trial: every control works by keyboard, results are given and announced as text, and axe finds no serious or critical violation in either language.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'TRIAL-NOTHING-LEAVES',
    section: '7',
    kind: 'decision',
    text: 'Otherwise the only network activity is loading page script and style chunks on demand: the online trial also loads its runtimes and models, the site\'s own static files, and sends nothing the visitor gives it anywhere.',
    decision: 'docs/decisions/028-online-trial.md',
  },
  {
    id: 'UI-TERMINAL-PAGES',
    section: '2',
    kind: 'content',
    text: 'intelligent terminal pages',
  },
  {
    id: 'UI-NEWS-LIST-DETAIL',
    section: '2',
    kind: 'behaviour',
    text: 'enterprise news list and detail',
  },
  {
    id: 'UI-JOB-FILTER',
    section: '2',
    kind: 'behaviour',
    text: 'a recruitment list with a functional category filter',
  },
  {
    id: 'UI-PARTNER-FORM',
    section: '2',
    kind: 'behaviour',
    text: 'a become-a-partner form',
  },
  {
    id: 'UI-BUSINESS-COOPERATION',
    section: '2',
    kind: 'content',
    text: 'business cooperation',
  },
  {
    id: 'UI-KEYWORD-SEARCH',
    section: '2',
    kind: 'behaviour',
    text: 'a keyword search box',
  },
  {
    id: 'UI-TERMINAL-SEARCH',
    section: '2',
    kind: 'behaviour',
    text: 'a terminal search box',
  },
  {
    id: 'UI-PAGING',
    section: '2',
    kind: 'behaviour',
    text: 'previous and next page controls',
  },
  {
    id: 'UI-CERTIFICATE-ZOOM',
    section: '2',
    kind: 'behaviour',
    text: 'zoom in and zoom out for certificate images',
  },
  {
    id: 'UI-ICP-FOOTER',
    section: '2',
    kind: 'content',
    text: 'an ICP filing footer',
  },
  {
    id: 'LAYOUT-ROOT-FONT',
    section: '2',
    kind: 'behaviour',
    text: 'the root font size is one tenth of the viewport width',
  },
  {
    id: 'LAYOUT-RECOMPUTE',
    section: '2',
    kind: 'behaviour',
    text: 'recomputed after a 300 ms delay on resize and on page show',
  },
  {
    id: 'LAYOUT-WIDE-PIXEL-RATIO',
    section: '2',
    kind: 'behaviour',
    text: 'For widths above 540 device-independent pixels the width is multiplied by the pixel ratio.',
  },
  {
    id: 'LAYOUT-BODY-FONT',
    section: '2',
    kind: 'behaviour',
    text: 'The body font size is 12 times the pixel ratio.',
  },
  {
    id: 'LAYOUT-PIXEL-RATIO',
    section: '2',
    kind: 'behaviour',
    text: 'The pixel ratio is 1 to 3 on iPhone-type devices and 1 elsewhere.',
  },
  {
    id: 'ENTITIES-NONE',
    section: '3',
    kind: 'behaviour',
    text: 'No server entities are shown.',
    decision: 'docs/decisions/019-no-server-entities.md',
  },
  {
    id: 'I18N-LANG-STATE',
    section: '3',
    kind: 'behaviour',
    text: 'Language setting lang: held client-side, initialised from the browser\'s local storage entry locale.',
  },
  {
    id: 'CONFIG-APP',
    section: '3',
    kind: 'constant',
    text: 'App config: application name, dashboard URL /home, request timeout.',
  },
  {
    id: 'FORM-PARTNER-FIELDS',
    section: '3',
    kind: 'behaviour',
    text: 'Partner form fields: company name, your name, mobile phone number, email address, scope of intended cooperation (multi-select: software and hardware integrated system, hardware equipment, algorithm, others), platform customized development requirement description, remarks, and a submit action.',
  },
  {
    id: 'DECISION-PARTNER-DESTINATION',
    section: '3',
    kind: 'decision',
    text: 'Where the form is sent: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'FORM-APPLY-FIELDS',
    section: '3',
    kind: 'behaviour',
    text: 'Contact or apply form fields: full name, message content, and an apply-now button.',
  },
  {
    id: 'DECISION-APPLY-DESTINATION',
    section: '3',
    kind: 'decision',
    text: 'Where it is sent: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'JOBS-FIELDS',
    section: '3',
    kind: 'content',
    text: 'Job listing: department (hardware, general, sales, finance, software) and release time.',
  },
  {
    id: 'CONTENT-SECURITY-TABLE',
    section: '3',
    kind: 'content',
    text: 'Security algorithm table columns: serial number, algorithm type, algorithm capability, alert strategy.',
  },
  {
    id: 'I18N-SWITCH-PERSIST',
    section: '4',
    kind: 'behaviour',
    text: 'Language change: sets lang to the new value and saves the same value in local storage under locale.',
  },
  {
    id: 'I18N-DETECT-ORDER',
    section: '4',
    kind: 'behaviour',
    text: 'At start-up the locale is chosen in this order: stored locale value, then browser language, then English.',
  },
  {
    id: 'DECISION-OTHER-STATES',
    section: '4',
    kind: 'decision',
    text: 'Any other state: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'DECISION-VALIDATION-RULES',
    section: '5',
    kind: 'decision',
    text: 'Validation rules: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'ACCESS-PUBLIC',
    section: '6',
    kind: 'behaviour',
    text: 'No guards or role checks exist on any route; all pages are public.',
  },
  {
    id: 'CONTENT-PARTNER-LEVELS',
    section: '6',
    kind: 'content',
    text: 'partner levels: gold (class S, one per prefecture-level city), silver (class A), bronze (class B).',
  },
  {
    id: 'CONTENT-ACCESS-RIGHTS',
    section: '6',
    kind: 'content',
    text: 'configurable access rights for school leaders, teachers, students and blacklist or whitelist people in the described products; the site itself enforces none of this.',
  },
  {
    id: 'HTTP-BASE-URL',
    section: '7',
    kind: 'constant',
    text: 'An empty base address',
  },
  {
    id: 'HTTP-TIMEOUT',
    section: '7',
    kind: 'behaviour',
    text: 'a request timeout of 60000 ms.',
  },
  {
    id: 'HTTP-DEFAULT-HEADERS',
    section: '7',
    kind: 'behaviour',
    text: 'Default headers: empty set',
  },
  {
    id: 'HTTP-CSP-HEADER',
    section: '7',
    kind: 'behaviour',
    text: 'a fixed content-security-policy header and further headers are added to each request',
  },
  {
    id: 'DECISION-HEADER-CONTENTS',
    section: '7',
    kind: 'decision',
    text: 'their contents: not shown',
    decision: 'docs/decisions/003-request-headers-and-identity.md',
  },
  {
    id: 'HTTP-LOG',
    section: '7',
    kind: 'behaviour',
    text: 'Each request logs its URL and its params (GET) or body (other methods).',
  },
  {
    id: 'DECISION-LOG-MASKING',
    section: '7',
    kind: 'decision',
    text: 'Each request logs its URL and its params (GET) or body (other methods): what the log may hold of a visitor\'s personal data is not stated.',
    decision: 'docs/decisions/017-personal-data-in-the-request-log.md',
  },
  {
    id: 'HTTP-GET-QUERY',
    section: '7',
    kind: 'behaviour',
    text: 'GET (parameters sent as query)',
  },
  {
    id: 'HTTP-BODY-METHODS',
    section: '7',
    kind: 'behaviour',
    text: 'POST, PUT, PATCH and DELETE (body sent as data)',
  },
  {
    id: 'HTTP-FORM-DATA',
    section: '7',
    kind: 'behaviour',
    text: 'a form-data POST',
  },
  {
    id: 'HTTP-JSONP',
    section: '7',
    kind: 'behaviour',
    text: 'a script-tag JSONP loader',
  },
  {
    id: 'HTTP-RESOLVES-BODY',
    section: '7',
    kind: 'behaviour',
    text: 'Each returns the response body and rejects on failure.',
  },
  {
    id: 'ENDPOINT-QUERY',
    section: '7',
    kind: 'constant',
    text: 'query | GET /api/PostInfo/query | optional query parameters',
  },
  {
    id: 'ENDPOINT-ADD',
    section: '7',
    kind: 'constant',
    text: 'add | POST /api/servce-city-management/CollectCar/insert | body',
  },
  {
    id: 'DECISION-ENDPOINT-PAYLOADS',
    section: '7',
    kind: 'decision',
    text: 'names not shown; fields not shown; Response shapes: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'DECISION-ENDPOINT-USE',
    section: '7',
    kind: 'decision',
    text: 'Whether any page calls these endpoints: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'HTTP-NO-OTHER-TRAFFIC',
    section: '7',
    kind: 'behaviour',
    text: 'Otherwise the only network activity is loading page script and style chunks on demand.',
  },
  {
    id: 'DECISION-IMAGES-ON-THE-WIRE',
    section: '7',
    kind: 'decision',
    text: 'Otherwise the only network activity is loading page script and style chunks on demand: whether the site\'s own images and icon count is not stated.',
    decision: 'docs/decisions/018-images-on-the-wire.md',
  },
  {
    id: 'ERR-RESPONSE-LOG',
    section: '8',
    kind: 'behaviour',
    text: 'On a response error the product logs a connection error and the response, then rejects with the error response.',
  },
  {
    id: 'ERR-404',
    section: '8',
    kind: 'behaviour',
    text: 'Branches exist for HTTP 404',
  },
  {
    id: 'ERR-500-MSG',
    section: '8',
    kind: 'behaviour',
    text: '500 (reads a msg field from the response body)',
  },
  {
    id: 'ERR-401',
    section: '8',
    kind: 'behaviour',
    text: 'and 401',
  },
  {
    id: 'DECISION-ERROR-MESSAGES',
    section: '8',
    kind: 'decision',
    text: 'the user-facing message or action for each: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'ERR-HELPER-SILENT',
    section: '8',
    kind: 'behaviour',
    text: 'The helper passes failures to the caller without any message.',
  },
  {
    id: 'DECISION-ERROR-TEXT',
    section: '8',
    kind: 'decision',
    text: 'User-visible error text: not shown.',
    decision: 'docs/decisions/009-forms-endpoints-and-errors.md',
  },
  {
    id: 'CONST-REQUEST-TIMEOUT',
    section: '9',
    kind: 'constant',
    text: 'Request timeout 60000 ms',
  },
  {
    id: 'CONST-DEFAULT-ROUTE',
    section: '9',
    kind: 'constant',
    text: 'default landing route /home',
  },
  {
    id: 'CONST-STORAGE-KEY',
    section: '9',
    kind: 'constant',
    text: 'local storage key locale',
  },
  {
    id: 'CONST-DEFAULT-LANGUAGE',
    section: '9',
    kind: 'constant',
    text: 'default language English (en-US), Simplified Chinese also available.',
  },
  {
    id: 'CONST-PROGRESS-MINIMUM',
    section: '9',
    kind: 'constant',
    text: 'Progress bar: minimum 0.08',
  },
  {
    id: 'CONST-PROGRESS-SPEED',
    section: '9',
    kind: 'constant',
    text: 'speed 200 ms',
  },
  {
    id: 'CONST-PROGRESS-TRICKLE-RATE',
    section: '9',
    kind: 'constant',
    text: 'trickle rate 0.02',
  },
  {
    id: 'CONST-PROGRESS-TRICKLE-SPEED',
    section: '9',
    kind: 'constant',
    text: 'trickle speed 800 ms.',
  },
  {
    id: 'CONST-LAYOUT',
    section: '9',
    kind: 'constant',
    text: 'Layout scaling values as in section 2.',
  },
  {
    id: 'CONTENT-ALGORITHM-MODELS',
    section: '9',
    kind: 'content',
    text: '40+ algorithm models',
  },
  {
    id: 'CONTENT-EVENT-CLIPS',
    section: '9',
    kind: 'content',
    text: 'event video clips of 10 seconds before and after an event',
  },
  {
    id: 'CONTENT-FINANCE-ENTERPRISES',
    section: '9',
    kind: 'content',
    text: 'used in more than 50 financial enterprises (also stated as 50+ banks)',
  },
  {
    id: 'CONTENT-CUSTOMERS-30',
    section: '9',
    kind: 'content',
    text: '30+ customers',
  },
  {
    id: 'CONTENT-PATENTS',
    section: '9',
    kind: 'content',
    text: 'over 10 invention patents and over 20 software copyrights',
  },
  {
    id: 'CONTENT-CAMPUS-CAMERAS',
    section: '9',
    kind: 'content',
    text: '100 face capture cameras in a campus case',
  },
  {
    id: 'CONTENT-ATTENDANCE-7DAY',
    section: '9',
    kind: 'content',
    text: 'a 7-day abnormal attendance statistic',
  },
  {
    id: 'CONTENT-CARD-DISPENSER-SLOTS',
    section: '9',
    kind: 'content',
    text: 'card dispenser input slot 100 cards and output slot 50 cards',
  },
  {
    id: 'CONTENT-PORTABLE-DISPENSER',
    section: '9',
    kind: 'content',
    text: 'portable dispenser 5200mAh battery, 590x280x300mm, 15kg',
  },
  {
    id: 'CONTENT-SCREENS',
    section: '9',
    kind: 'content',
    text: 'screens 10.1 or 13.3 inches at 1280x800',
  },
  {
    id: 'CONTENT-CAMERAS',
    section: '9',
    kind: 'content',
    text: 'cameras 2MP (1920x1080)',
  },
  {
    id: 'CONTENT-PRINTER',
    section: '9',
    kind: 'content',
    text: 'printer 35 pages/min',
  },
  {
    id: 'CONTENT-RECEIPT-PAPER',
    section: '9',
    kind: 'content',
    text: 'receipt paper width 72/80mm',
  },
  {
    id: 'CONTENT-POSITIONING',
    section: '9',
    kind: 'content',
    text: 'positioning accuracy 2.5m',
  },
  {
    id: 'CONTENT-4G',
    section: '9',
    kind: 'content',
    text: '4G support',
  },
  {
    id: 'CONTENT-CABINET-38',
    section: '9',
    kind: 'content',
    text: '38 file cabinets in the cabinet',
  },
  {
    id: 'CONTENT-LOCK-BOARD',
    section: '9',
    kind: 'content',
    text: '24-door lock control board',
  },
  {
    id: 'CONTENT-FINGERPRINT-LIFE',
    section: '9',
    kind: 'content',
    text: 'fingerprint sensor life of 1 million uses',
  },
  {
    id: 'CONTENT-TEST-BOARD',
    section: '9',
    kind: 'content',
    text: 'Algorithm indicators were tested on a board with 2G memory and 8G storage.',
  },
  {
    id: 'DECISION-PHONE-NUMBER',
    section: '9',
    kind: 'decision',
    text: 'A contact phone number appears on the site: {phone} (not reproduced).',
    decision: 'docs/decisions/013-contact-phone-number.md',
  },
  {
    id: 'GEN-ERROR-POSITIONS',
    section: 'T',
    kind: 'behaviour',
    text: 'manifest errors name file, line, column and a fix',
  },
  {
    id: 'GEN-MISSING-TRANSLATION',
    section: 'T',
    kind: 'behaviour',
    text: 'Every visible string exists in every language of the manifest; a missing translation is a generator error with its position.',
  },
  {
    id: 'GEN-NEVER-THROWS',
    section: 'T',
    kind: 'behaviour',
    text: 'Validation returns a result; it never throws.',
  },
  {
    id: 'GEN-DETERMINISTIC',
    section: 'T',
    kind: 'behaviour',
    text: 'Output is deterministic (sorted, LF, final newline, identical across runs and machines) … A run with nothing changed rewrites no file.',
  },
  {
    id: 'GEN-CHECK-STALE',
    section: 'T',
    kind: 'behaviour',
    text: 'Generated files … are committed, and make test fails when they are stale.',
  },
  {
    id: 'GEN-TYPED-OUTPUT',
    section: 'T',
    kind: 'behaviour',
    text: 't(\'no.such.key\') fails type checking; … a link to a path that does not exist fails type checking.',
  },
  {
    id: 'GEN-ROOT-CAUSE-FIRST',
    section: 'T',
    kind: 'behaviour',
    text: 'developers edit spec/, regenerate, and get errors at file:line:col, root cause first (issue 14: every problem in one run; a mistake\'s consequences not reported again)',
  },
  {
    id: 'GEN-CRASH-SOURCE',
    section: 'T',
    kind: 'behaviour',
    text: 'Generator crashes show the source file and line (source maps for the bundle) (issue 29).',
  },
  {
    id: 'GEN-ADD-LANGUAGE',
    section: 'T',
    kind: 'behaviour',
    text: 'Adding a language is: add its BCP 47 tag to the list, then fill what the generator lists. The first run names every missing string of the new language, each at its file:line:col, in one run (and, with more than a screenful, a summary by file) (issue 29).',
  },
  {
    id: 'SITE-LANGUAGE-MENU',
    section: 'T',
    kind: 'behaviour',
    text: '… the site offers the language (a language menu once there are more than two, each language named in its own words) … (issue 29)',
  },
  {
    id: 'GEN-ADD-PAGE',
    section: 'T',
    kind: 'behaviour',
    text: 'Adding a page is one documented step … Then make generate and make test pass with no other edit (issue 14), browser suites included, for any template, with or without a link in a menu (issue 29).',
  },
  {
    id: 'GEN-CODE-READING',
    section: 'T',
    kind: 'behaviour',
    text: 'ts-morph reads the site\'s code: a page module\'s Component export, and which content fields each page module reads, so that content no page reads, and a field a page reads that the manifest lacks, are reported at both positions (issue 29).',
  },
  {
    id: 'GEN-MOVE-ROUTE',
    section: 'T',
    kind: 'behaviour',
    text: 'A route renamed with make move-route FROM=/glory TO=/honours updates the manifest, the links and every AppLink in the site\'s code, then regenerates; an unknown FROM, or a TO taken or invalid, is refused with a clear error (issue 29).',
  },
  {
    id: 'GEN-REMOVE-PAGE',
    section: 'T',
    kind: 'behaviour',
    text: 'Removing a page the company added is one step, the counterpart of make page: make remove-page removes, all files or none, every route of the page, its menu, section and footer links, its texts and its page module, keeping the comments and layout of the rest of the YAML, then regenerates; an unknown page, a page still linked from other pages or the site\'s code, the shell\'s redirect target, the not-found page and the dashboard are refused at file:line:col, nothing written; after make page and make remove-page the tree is as it was, byte for byte, and make check and tsc pass.',
  },
  {
    id: 'GEN-PAGE-MODULE',
    section: 'T',
    kind: 'behaviour',
    text: 'make page\'s module is written with ts-morph from the site\'s code: the template\'s component and the values its drawing prop accepts are read from the template\'s types; a template that no longer exports its component, or lost that prop, is refused at its file, nothing written (issue 29).',
  },
  {
    id: 'GEN-DRAFT-RELEASE',
    section: 'T',
    kind: 'behaviour',
    text: 'A draft cannot reach visitors unnoticed: the release build (npm run build, make release) refuses every draft text of spec/ and lists each at its file:line:col (issue 29).',
  },
  {
    id: 'SITE-LAYERS',
    section: 'T',
    kind: 'behaviour',
    text: 'app/ holds the router and the shell only; shared code lives in one shared layer used by all; no import cycles …; http/ does not import forms/ (issue 14).',
  },
  {
    id: 'QA-AXE-AA',
    section: 'T',
    kind: 'behaviour',
    text: 'axe (WCAG 2.1 AA rules) over every route in both languages, in the browser: no serious or critical violation.',
  },
  {
    id: 'QA-KEYBOARD-WALK',
    section: 'T',
    kind: 'behaviour',
    text: 'Keyboard-only walk through the header menus, the forms and the certificate viewer.',
  },
  {
    id: 'QA-CRAWL-CLEAN',
    section: 'T',
    kind: 'behaviour',
    text: 'A crawl of every route in both languages in the browser: no console error, no failed request.',
  },
  {
    id: 'QA-CRAWL-UNTRANSLATED',
    section: 'T',
    kind: 'behaviour',
    text: '… no untranslated string (text from the other language\'s catalogue in the page) …',
  },
  {
    id: 'QA-CRAWL-LINKS',
    section: 'T',
    kind: 'behaviour',
    text: '… every internal link resolves to a route.',
  },
  {
    id: 'QA-NO-LAYOUT-SHIFT',
    section: 'T',
    kind: 'behaviour',
    text: 'Content loaded below the first screen (the later sections of /home and its latest news) moves nothing already on screen, on a phone or a desktop window (Lighthouse\'s cumulative layout shift).',
  },
  {
    id: 'DECISION-HOME-HERO',
    section: 'T',
    kind: 'decision',
    text: 'The home page\'s first screen (issue 31): not shown. A hero as wide as the window, with a drawn scene (faces found with their landmarks, devices and the network between them); two calls to action in the visitor\'s language, contact sales (/contactus) and try it in your browser (/algorithm at its online trial); a strip of §9\'s claims (40+, 50+, 30+, 10+, 20+) and the certifications under it; its motion runs only when the visitor has not asked for reduced motion; the Chinese heading leaves no word alone on a line.',
    decision: 'docs/decisions/045-home-hero.md',
  },
  {
    id: 'QA-ENGINE-MATRIX',
    section: 'T',
    kind: 'behaviour',
    text: 'Every browser-observable clause runs in all three engines (Chromium, Firefox and WebKit), or shows "not run in this engine" with its reason in the report (a capability the driver lacks); the report is a matrix of each clause\'s status per engine, and a clause fails if it fails in any engine it ran in.',
  },
  {
    id: 'QA-MERGE-REPORTS',
    section: 'T',
    kind: 'behaviour',
    text: '`SHARD=2/4 make conformance` runs one part, and `make merge-reports FROM=<folder holding each part\'s reports/>` merges them into one report whose clause statuses are those of a single run.',
  },
  {
    id: 'QA-RUN-ERRORS',
    section: 'T',
    kind: 'behaviour',
    text: 'A test runner that cannot start or does not finish (no report, a report cut short, its web server, browser, WebDriver or Xvfb not starting, a crash, a timeout) is an error of the run: the closing summary of make test names it with its cause and counts it as failed; the report shows the run error with its cause, and each clause whose tests it holds as "not run: <runner> failed (cause)", which fails the run. "Untested" means that no test names the clause.',
  },
  {
    id: 'QA-RUN-STOPPED',
    section: 'T',
    kind: 'behaviour',
    text: 'A run stopped by Ctrl-C, SIGTERM (a CI\'s timeout or cancel) or SIGHUP, or whose make is gone, stops every process it started (the test runners, their workers and browsers, the web servers, Xvfb, WebDriver, the builds) within seconds, says so in one line, exits 130, 143 or 129, and leaves no report that could pass for a whole run.',
  },
  {
    id: 'QA-PHONE-LAYOUT',
    section: 'T',
    kind: 'behaviour',
    text: 'at phone widths no page scrolls sideways and no control is cut off, in both languages',
  },
  {
    id: 'DESIGN-LINKS',
    section: 'T',
    kind: 'behaviour',
    text: '… navigation and buttons without underlines, body links with them (issue 31).',
  },
  {
    id: 'DESIGN-GRID',
    section: 'T',
    kind: 'behaviour',
    text: '… one grid for header, content and footer … (issue 31).',
  },
  {
    id: 'DESIGN-TYPEFACE',
    section: 'T',
    kind: 'behaviour',
    text: '… one type scale with a typeface shipped from an npm package (… a subset where a script needs it; Chinese may stay on the system\'s fonts …), tabular figures … (issue 31).',
  },
  {
    id: 'DESIGN-FORM-CONTROLS',
    section: 'T',
    kind: 'behaviour',
    text: '… styled form controls … the algorithm trial\'s request form has unstyled select boxes; the first checkbox shrinks when its label wraps … (issue 31).',
  },
  {
    id: 'SEC-HEADERS',
    section: 'T',
    kind: 'behaviour',
    text: 'Security headers on the served site: a Content-Security-Policy with no inline script but the prerendered pages\' boot script, allowed by its hash (no \'unsafe-inline\'), and connect-src limited to the site\'s own origin (\'self\', where the API is; issue 30: the policy holds nothing of the request), frame-ancestors \'none\', a referrer policy, X-Content-Type-Options: nosniff.',
  },
  {
    id: 'SEC-HOST-HEADER',
    section: 'T',
    kind: 'behaviour',
    text: 'No header of an answer is built from the request\'s Host: the Content-Security-Policy is one fixed string whatever the Host, and a request whose Host is not a host[:port] (a \';\', a \',\', a space or a tab in it) is refused with 400, by nginx and by make start (issue 30).',
  },
  {
    id: 'SERVE-CACHE-CONTROL',
    section: 'T',
    kind: 'behaviour',
    text: 'What a build may change (the pages, 404.html, sitemap.xml, robots.txt, version.json, security.txt, the favicon, illustrations and downloads) is sent with Cache-Control: no-cache and revalidated with its ETag; the files under /assets/, named by their content, with public, max-age=31536000, immutable; every answer still carries the security headers; nginx and make start alike (issue 30).',
  },
  {
    id: 'SERVE-COMPRESSION',
    section: 'T',
    kind: 'behaviour',
    text: 'Text is sent gzip-compressed, the sitemap (text/xml) and WebAssembly included, from copies the build compressed once (nginx gzip_static), not compressed again on every request (issue 30).',
  },
  {
    id: 'SERVE-ERROR-PAGES',
    section: 'T',
    kind: 'behaviour',
    text: 'An address that is no file of the site answers 404 with the site\'s own not-found page, in both languages; no answer names the server\'s version (issue 30).',
  },
  {
    id: 'SERVE-SECURITY-TXT',
    section: 'T',
    kind: 'behaviour',
    text: '/.well-known/security.txt is published (RFC 9116: Contact, Expires within a year set by the build, Preferred-Languages, Canonical, text/plain in UTF-8); /.well-known/ is served while any other address with a part starting with a dot stays 404 (issue 30).',
  },
  {
    id: 'SEC-NO-INNER-HTML',
    section: 'T',
    kind: 'behaviour',
    text: 'No dangerouslySetInnerHTML on content.',
  },
  {
    id: 'SEC-MALFORMED-JOB-POSTS',
    section: 'T',
    kind: 'behaviour',
    text: 'A malformed job post from the API (null, without a title, with a date that is not one) never takes down the job page: the post is left out, or shown without the bad field, and a date is formatted without ever throwing (issue 30).',
  },
  {
    id: 'SEC-FORM-DRAFT',
    section: 'T',
    kind: 'behaviour',
    text: 'A form\'s draft read back from session storage is checked field by field against the form\'s shape: a field of the right kind is kept, anything else is dropped, so a stored draft of the wrong shape never breaks the form (issue 30).',
  },
  {
    id: 'SEC-500-MSG-LANGUAGE',
    section: 'T',
    kind: 'behaviour',
    text: 'A 500\'s msg is shown only in the visitor\'s language (Han characters for Chinese, Latin letters only for English) and bounded (at most 200 characters once control and format characters are removed); otherwise, and for a 500 without msg, the site\'s own 500 message in the visitor\'s language (issue 30).',
    decision: 'docs/decisions/037-server-messages-in-the-visitors-language.md',
  },
  {
    id: 'SEC-FORM-INPUT',
    section: 'T',
    kind: 'behaviour',
    text: 'A required text counts only visible characters (white space and format characters such as zero-width ones do not fill it); internationalised email addresses are accepted (a Unicode local part and domain, one @, a dot in the domain); a phone number\'s full-width digits are read as digits (NFKC); what is sent is the normalised value; errors stay in the visitor\'s language with their input kept (issue 30).',
  },
  {
    id: 'QA-CHANGE-SELECTION',
    section: 'T',
    kind: 'behaviour',
    text: '`make test CHANGED=<git ref>` (also on `make conformance`, combining with `ENGINES=`, `SECTION=`, `CLAUSE=`) runs only the checks that the change since that ref, working tree included, can affect, in every engine … It first prints what it selected and why … It is never less than the full suite would catch (issue 39).',
  },
  {
    id: 'QA-CHANGE-MEANING',
    section: 'T',
    kind: 'behaviour',
    text: 'The impact comes from what the change does, not from file names. Follow the manifest\'s meaning (which page, language, message, constant, route or menu entry changed) and everything it feeds: the page, its static page, the search index, the sitemap, the structured data, the navigation of every page; follow the site\'s code … and the tests (a changed test runs) (issue 39).',
  },
  {
    id: 'QA-CHANGE-UNPLACED',
    section: 'T',
    kind: 'behaviour',
    text: 'Where the change touches what the analysis cannot place (the Makefile, the lockfile, the harness itself, an unknown file), it runs everything and names the file that made it so (issue 39).',
  },
  {
    id: 'QA-CHANGE-REPORT',
    section: 'T',
    kind: 'behaviour',
    text: 'every CHANGED= run writes reports/change.html (and .md), readable offline: what changed in words (each text per page and language, before and after; constants; routes; menu entries); flags for a text changed in one language and not in the other, a figure the specification states, a draft text; the pages affected (route × language); the clauses and tests run with their result per engine (issue 39).',
  },
  {
    id: 'DECISION-TEST-READS',
    section: 'T',
    kind: 'decision',
    text: 'How a change is mapped to the tests it can affect: not shown. Each browser test declares what it reads of the site (a page in a language, a search index, a file); Chromium and Firefox record what it reads and fail a test that reads what it does not declare; the two builds are compared page by page (decision 049).',
    decision: 'docs/decisions/049-change-impact.md',
  },
];

/** Clauses known not to pass yet, with the reason (spec/expectations.yaml). */
export const expectations: Readonly<Partial<Record<ClauseId, string>>> = {};
