// The spec mutants of `make mutants` (issue 13 §3, docs/decisions/021-spec-mutants.md): each one
// a deliberate departure from the specification, made by editing the manifest (then regenerated)
// or the site's code. The suite has teeth when the tests of the clauses a mutant contradicts fail.
//
// Every edit names text that must occur exactly once in its file (or in the part of it that its
// `within` bounds): a mutant that no longer applies (the file moved on) is an error of the
// catalogue, never a pass. Keep the text short but unique.
//
// A manifest edit names the text of one language at a time (`en-US: 10 seconds…`, then
// `zh-CN: 事件前后各 10 秒`), or a plain value (`value: 50+`), never a `{ en-US: …, zh-CN: … }`
// whole: a language added to the manifest (decision 036) adds an entry to every text, and Biome
// then breaks a `{ … }` grown longer than a line over several lines. A text said in several places
// is found `within` a part of the file bounded by texts of one language too (a table's caption and
// the row after the one edited). `make added-language` checks that every edit still applies with a
// third language.
import type { ClauseId } from '../generated/clauses.gen';

/** A part of a file: from the end of `after` (found exactly once) up to the first `before` that follows. */
export interface Region {
  readonly after: string;
  readonly before: string;
}

/** Replace `search` (found exactly once, in `within` if given) with `replace`. */
export interface ReplaceEdit {
  readonly file: string;
  readonly search: string;
  readonly replace: string;
  readonly within?: Region;
}

/**
 * Delete from `from` (found exactly once, in `within` if given) up to, not including, `until` (the
 * first one after it).
 */
export interface CutEdit {
  readonly file: string;
  readonly from: string;
  readonly until: string;
  readonly within?: Region;
}

export type Edit = ReplaceEdit | CutEdit;

/** The specification's sections the mutants contradict (T: the developers' guide). */
export type Section = '1' | '2' | '3' | '4' | '7' | '8' | '9' | 'T';

export interface Mutant {
  /** Stable, kebab-case: `MUTANT=<id> make mutants` runs this one. */
  readonly id: string;
  readonly section: Section;
  /** The clauses this departure contradicts: their tests must fail. */
  readonly clauses: readonly [ClauseId, ...ClauseId[]];
  /** One line: what the mutant does to the site. */
  readonly description: string;
  /** `manifest`: edits of spec/*.yaml, then `generate`. `site`: edits of site code or serving config. */
  readonly kind: 'manifest' | 'site';
  readonly edits: readonly [Edit, ...Edit[]];
  /**
   * A manifest edit the generator exists to refuse (e.g. a link to no route): its refusal is the
   * catch. Any other mutant the generator refuses is an error of the catalogue.
   */
  readonly generatorRejects?: true;
}

const ROUTES = 'spec/routes.yaml';
const APP = 'spec/app.yaml';
const PAGES = 'spec/pages.yaml';
const NAVIGATION = 'spec/navigation.yaml';
const CLIENT = 'site/src/http/client.ts';

export const MUTANTS: readonly Mutant[] = [
  // ── §2 Screens and routes ──────────────────────────────────────────────────────────────────
  {
    id: 'route-city-shows-smart-campus',
    section: '2',
    clauses: ['ROUTE-PATH-CITY', 'UI-SECTOR-PAGES'],
    description: '/city is wired to the smart-campus page',
    kind: 'manifest',
    edits: [
      { file: ROUTES, search: '{ path: /city, page: smart-city,', replace: '{ path: /city, page: smart-campus,' },
    ],
  },
  {
    id: 'route-glory-shows-customers',
    section: '2',
    clauses: ['ROUTE-PATH-GLORY'],
    description: '/glory (honours) is wired to the customers page',
    kind: 'manifest',
    edits: [{ file: ROUTES, search: '{ path: /glory, page: honours,', replace: '{ path: /glory, page: customers,' }],
  },
  {
    id: 'route-bank-shows-mobile-bank',
    section: '2',
    clauses: ['ROUTE-PATH-BANK'],
    description: '/bank is wired to the mobile-bank case',
    kind: 'manifest',
    edits: [
      { file: ROUTES, search: '{ path: /bank, page: bank-case,', replace: '{ path: /bank, page: mobile-bank-case,' },
    ],
  },
  {
    id: 'route-work-shows-partner-programme',
    section: '2',
    clauses: ['ROUTE-PATH-WORK', 'UI-BUSINESS-COOPERATION'],
    description: '/work (business cooperation) is wired to the partner programme',
    kind: 'manifest',
    edits: [
      {
        file: ROUTES,
        search: '{ path: /work, page: business-cooperation,',
        replace: '{ path: /work, page: partner-programme,',
      },
    ],
  },
  {
    id: 'home-not-kept-alive',
    section: '2',
    clauses: ['ROUTE-HOME-KEEPALIVE'],
    description: '/home is no longer kept alive when revisited',
    kind: 'manifest',
    edits: [{ file: ROUTES, search: 'name: home, keepAlive: true }', replace: 'name: home, keepAlive: false }' }],
  },
  {
    id: 'newsdetail-kept-alive',
    section: '2',
    clauses: ['ROUTE-NEWSDETAIL-NOT-KEPT'],
    description: '/newsdetail is kept alive',
    kind: 'manifest',
    edits: [
      {
        file: ROUTES,
        search: '"newsdetail/:type", keepAlive: false }',
        replace: '"newsdetail/:type", keepAlive: true }',
      },
    ],
  },
  {
    id: 'newsdetail-name-without-type',
    section: '2',
    clauses: ['ROUTE-NEWSDETAIL-NAME'],
    description: "/newsdetail's route name loses its type segment",
    kind: 'manifest',
    edits: [{ file: ROUTES, search: 'name: "newsdetail/:type"', replace: 'name: newsdetail' }],
  },
  {
    id: 'cooperativepartner-registered-once',
    section: '2',
    clauses: ['ROUTE-COOPERATIVEPARTNER-TWICE'],
    description: 'the second registration of /cooperativepartner is removed',
    kind: 'manifest',
    edits: [
      {
        file: ROUTES,
        search:
          '  - { path: /cooperativepartner, page: partner-programme, name: cooperativepartner-again, repeat: true }\n',
        replace: '',
      },
    ],
  },
  {
    id: 'shell-redirect-contradicts-dashboard',
    section: '2',
    clauses: ['ROUTE-SHELL-REDIRECT'],
    description: 'the root shell redirects to /city while the landing route stays /home',
    kind: 'manifest',
    edits: [{ file: ROUTES, search: '  redirect: /home', replace: '  redirect: /city' }],
    generatorRejects: true,
  },
  {
    id: 'history-not-hash',
    section: '2',
    clauses: ['ROUTE-HASH-HISTORY'],
    description: 'the router uses browser (path) history instead of hash history',
    kind: 'site',
    edits: [
      {
        file: 'site/src/app/router.tsx',
        search: 'const router = createHashRouter(routes,',
        replace: 'const router = createBrowserRouter(routes,',
      },
      {
        file: 'site/src/app/router.tsx',
        search: "import { createHashRouter, type RouteObject, redirect } from 'react-router-dom';",
        replace: "import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';",
      },
    ],
  },
  {
    id: 'scroll-to-top-removed',
    section: '2',
    clauses: ['NAV-SCROLL-TOP'],
    description: 'the shell no longer scrolls to the top after a navigation',
    kind: 'site',
    edits: [
      {
        file: 'site/src/app/shell.tsx',
        search: '      window.scrollTo(0, 0);\n      if (main.current) main.current.scrollTop = 0;\n',
        replace: '',
      },
    ],
  },
  {
    id: 'progress-bar-never-starts',
    section: '2',
    clauses: ['NAV-PROGRESS-BAR'],
    description: 'the progress bar is never started',
    kind: 'site',
    edits: [{ file: 'site/src/shared/progress.ts', search: '    NProgress.start();\n', replace: '' }],
  },
  {
    id: 'progress-bar-ignores-back-forward',
    section: '2',
    clauses: ['NAV-PROGRESS-BAR'],
    description: 'back and forward (popstate) no longer start the progress bar',
    kind: 'site',
    edits: [
      {
        file: 'site/src/shared/progress.ts',
        search: 'const onPopState = () => progress.start();',
        replace: 'const onPopState = () => undefined;',
      },
    ],
  },
  {
    id: 'layout-wide-threshold-600',
    section: '2',
    clauses: ['LAYOUT-WIDE-PIXEL-RATIO', 'CONST-LAYOUT'],
    description: 'the pixel-ratio threshold is 600 px instead of 540',
    kind: 'manifest',
    edits: [{ file: APP, search: 'maxUnscaledWidth: 540', replace: 'maxUnscaledWidth: 600' }],
  },
  {
    id: 'layout-body-font-14',
    section: '2',
    clauses: ['LAYOUT-BODY-FONT', 'CONST-LAYOUT'],
    description: 'the body font size is 14 × pixel ratio instead of 12',
    kind: 'manifest',
    edits: [{ file: APP, search: 'bodyFontBase: 12', replace: 'bodyFontBase: 14' }],
  },
  {
    id: 'layout-resize-delay-500',
    section: '2',
    clauses: ['LAYOUT-RECOMPUTE', 'CONST-LAYOUT'],
    description: 'the root font size is recomputed 500 ms after a resize instead of 300',
    kind: 'manifest',
    edits: [{ file: APP, search: 'resizeDelayMs: 300', replace: 'resizeDelayMs: 500' }],
  },
  {
    id: 'layout-root-font-sixteenth',
    section: '2',
    clauses: ['LAYOUT-ROOT-FONT', 'CONST-LAYOUT'],
    description: 'the root font size is a sixteenth of the width instead of a tenth',
    kind: 'manifest',
    edits: [{ file: APP, search: 'rootFontDivisor: 10', replace: 'rootFontDivisor: 16' }],
  },
  {
    id: 'layout-iphone-ratio-max-2',
    section: '2',
    clauses: ['LAYOUT-PIXEL-RATIO', 'CONST-LAYOUT'],
    description: 'the iPhone pixel ratio stops at 2 instead of 3',
    kind: 'manifest',
    edits: [
      { file: APP, search: 'iphonePixelRatio: { min: 1, max: 3 }', replace: 'iphonePixelRatio: { min: 1, max: 2 }' },
    ],
  },
  {
    id: 'menu-links-to-no-route',
    section: '2',
    clauses: ['NAV-MENUS'],
    description: 'the Smart City menu item links to /cities, a path with no route',
    kind: 'manifest',
    edits: [{ file: NAVIGATION, search: '{ id: smart-city, to: /city,', replace: '{ id: smart-city, to: /cities,' }],
    generatorRejects: true,
  },
  {
    id: 'menu-drops-platform-capability',
    section: '2',
    clauses: ['NAV-MENUS'],
    description: 'core competence loses its platform capability item',
    kind: 'manifest',
    edits: [
      {
        file: NAVIGATION,
        // the menu's last link: from the line after the one before it, to the next menu
        within: { after: 'id: algorithm-capability,', before: 'id: platform-capability,' },
        from: '\n      - ',
        until: '\n  - id: about-us',
      },
    ],
  },

  // ── §3 Entities and their fields ───────────────────────────────────────────────────────────
  {
    id: 'partner-form-drops-others',
    section: '3',
    clauses: ['FORM-PARTNER-FIELDS', 'UI-PARTNER-FORM'],
    description: "the partner form's scope of cooperation loses the 'others' option",
    kind: 'site',
    edits: [
      {
        file: 'site/src/shared/submission-fields.ts',
        search: "export const SCOPES = ['integrated-system', 'hardware', 'algorithm', 'other'] as const;",
        replace: "export const SCOPES = ['integrated-system', 'hardware', 'algorithm'] as const;",
      },
    ],
  },
  {
    id: 'jobs-drop-finance-department',
    section: '3',
    clauses: ['JOBS-FIELDS', 'UI-JOB-FILTER'],
    description: 'the job list loses the finance department',
    kind: 'site',
    edits: [
      {
        file: 'site/src/http/types.ts',
        search: "export const DEPARTMENTS = ['hardware', 'general', 'sales', 'finance', 'software'] as const;",
        replace: "export const DEPARTMENTS = ['hardware', 'general', 'sales', 'software'] as const;",
      },
    ],
  },

  // ── §1 What the product does (content the catalogue of §1 lists) ───────────────────────────
  {
    id: 'cabinet-drops-barcode',
    section: '1',
    clauses: ['CONTENT-CABINET-DOORS'],
    description: "the cabinet's door-opening modes lose barcode",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: Face, fingerprint, card, password, verification code and barcode\n',
        replace: 'en-US: Face, fingerprint, card, password and verification code\n',
      },
      {
        file: PAGES,
        search: 'zh-CN: 人脸、指纹、刷卡、密码、验证码、条码\n',
        replace: 'zh-CN: 人脸、指纹、刷卡、密码、验证码\n',
      },
    ],
  },
  {
    id: 'history-drops-2017',
    section: '1',
    clauses: ['CONTENT-HISTORY-2014-2022'],
    description: 'the development history loses the year 2017',
    kind: 'manifest',
    edits: [
      { file: PAGES, from: '        - {\n            year: "2017",', until: '        - {\n            year: "2018",' },
    ],
  },
  {
    id: 'news-drops-an-article',
    section: '1',
    clauses: ['CONTENT-NEWS-FOUR'],
    description: 'the news has three articles: the high-tech certification is removed',
    kind: 'manifest',
    edits: [{ file: PAGES, from: '        - id: high-tech-enterprise-certification\n', until: '  not-found:\n' }],
  },

  // ── §4 States and transitions ──────────────────────────────────────────────────────────────
  {
    id: 'storage-key-lang',
    section: '4',
    clauses: ['CONST-STORAGE-KEY', 'I18N-SWITCH-PERSIST', 'I18N-DETECT-ORDER'],
    description: 'the language is stored under "lang" instead of "locale"',
    kind: 'manifest',
    edits: [{ file: APP, search: 'storageKey: locale', replace: 'storageKey: lang' }],
  },
  {
    id: 'detection-browser-first',
    section: '4',
    clauses: ['I18N-DETECT-ORDER'],
    description: "the browser's language wins over the stored locale",
    kind: 'manifest',
    edits: [
      { file: APP, search: 'detection: [stored, browser, default]', replace: 'detection: [browser, stored, default]' },
    ],
  },
  {
    id: 'detection-ignores-browser',
    section: '4',
    clauses: ['I18N-DETECT-ORDER'],
    description: "the browser's language is never consulted",
    kind: 'site',
    edits: [
      {
        file: 'site/src/shared/locale-rules.ts',
        search: "    if (source === 'browser') {",
        replace: "    if (source === 'browser' && browserLanguages.length > 99) {",
      },
    ],
  },
  {
    id: 'switch-not-persisted',
    section: '4',
    clauses: ['I18N-SWITCH-PERSIST'],
    description: 'a language change is not saved in local storage',
    kind: 'site',
    edits: [
      {
        file: 'site/src/shared/i18n.tsx',
        search: '          window.localStorage.setItem(localeConfig.storageKey, next);\n',
        replace: '',
      },
    ],
  },

  // ── §7 The calls it makes ──────────────────────────────────────────────────────────────────
  {
    id: 'timeout-30000',
    section: '7',
    clauses: ['HTTP-TIMEOUT', 'CONST-REQUEST-TIMEOUT'],
    description: 'requests time out after 30000 ms instead of 60000',
    kind: 'manifest',
    edits: [{ file: APP, search: 'requestTimeoutMs: 60000', replace: 'requestTimeoutMs: 30000' }],
  },
  {
    id: 'endpoint-add-path-corrected',
    section: '7',
    clauses: ['ENDPOINT-ADD'],
    description: 'the add endpoint\'s path is "corrected" to servIce-city-management',
    kind: 'manifest',
    edits: [
      {
        file: APP,
        search: 'path: /api/servce-city-management/CollectCar/insert',
        replace: 'path: /api/service-city-management/CollectCar/insert',
      },
    ],
  },
  {
    id: 'endpoint-query-path-list',
    section: '7',
    clauses: ['ENDPOINT-QUERY'],
    description: 'the query endpoint is /api/PostInfo/list',
    kind: 'manifest',
    edits: [{ file: APP, search: 'path: /api/PostInfo/query', replace: 'path: /api/PostInfo/list' }],
  },
  {
    id: 'endpoint-query-post',
    section: '7',
    clauses: ['ENDPOINT-QUERY'],
    description: 'the query endpoint is called with POST instead of GET',
    kind: 'manifest',
    edits: [
      {
        file: APP,
        search: 'method: GET\n      path: /api/PostInfo/query',
        replace: 'method: POST\n      path: /api/PostInfo/query',
      },
    ],
  },
  {
    id: 'csp-request-header-dropped',
    section: '7',
    clauses: ['HTTP-CSP-HEADER', 'HTTP-DEFAULT-HEADERS'],
    description: 'requests no longer carry the content-security-policy header',
    kind: 'manifest',
    edits: [{ file: APP, search: '    Content-Security-Policy: upgrade-insecure-requests\n', replace: '' }],
  },
  {
    id: 'base-url-not-empty',
    section: '7',
    clauses: ['HTTP-BASE-URL'],
    description: 'the base address is /backend instead of empty',
    kind: 'manifest',
    edits: [{ file: APP, search: 'baseUrl: ""', replace: 'baseUrl: "/backend"' }],
  },
  {
    id: 'get-drops-query',
    section: '7',
    clauses: ['HTTP-GET-QUERY'],
    description: 'GET no longer sends its parameters as the query string',
    kind: 'site',
    edits: [
      {
        file: CLIENT,
        search: "const url = resolveUrl(path, method === 'GET' ? params : undefined);",
        replace: 'const url = resolveUrl(path, undefined);',
      },
    ],
  },
  {
    id: 'only-post-sends-body',
    section: '7',
    clauses: ['HTTP-BODY-METHODS'],
    description: 'PUT, PATCH and DELETE send no body',
    kind: 'site',
    edits: [
      {
        file: CLIENT,
        search: "const sendsBody = method !== 'GET' && body !== undefined;",
        replace: "const sendsBody = method === 'POST' && body !== undefined;",
      },
    ],
  },
  {
    id: 'request-not-logged',
    section: '7',
    clauses: ['HTTP-LOG'],
    description: 'requests are no longer logged with their URL and params or body',
    kind: 'site',
    edits: [
      {
        file: CLIENT,
        search: "  httpLog.request(method, url, method === 'GET' ? (params ?? {}) : body);\n",
        replace: '',
      },
    ],
  },
  {
    id: 'body-not-returned',
    section: '7',
    clauses: ['HTTP-RESOLVES-BODY'],
    description: 'the helper resolves to nothing instead of the response body',
    kind: 'site',
    edits: [{ file: CLIENT, search: '    return parsed as T;', replace: '    return undefined as T;' }],
  },
  {
    id: 'served-csp-dropped',
    section: 'T',
    clauses: ['SEC-HEADERS'],
    description: 'the site is served without its Content-Security-Policy header',
    kind: 'site',
    edits: [
      {
        file: 'site/server/security-headers.ts',
        search: "    'Content-Security-Policy': contentSecurityPolicy(),\n",
        replace: '',
      },
    ],
  },
  {
    id: 'typeface-core-only',
    section: 'T',
    clauses: ['DESIGN-TYPEFACE'],
    description: 'the typeface ships its core file only: a letter beyond it (é) is drawn in another font',
    kind: 'site',
    edits: [
      {
        file: 'site/src/app/site.css',
        search: 'src: url("./fonts/inter-latin-rest.woff2") format("woff2-variations");',
        replace: 'src: local("No Such Typeface");',
      },
    ],
  },

  // ── §8 The error catalogue ─────────────────────────────────────────────────────────────────
  {
    id: 'error-500-ignores-msg',
    section: '8',
    clauses: ['ERR-500-MSG'],
    description: "the 500 branch ignores the body's msg",
    kind: 'site',
    edits: [
      {
        file: CLIENT,
        search: "new HttpError('server', messageOf(body, response.statusText || 'Internal Server Error'), init)",
        replace: "new HttpError('server', response.statusText || 'Internal Server Error', init)",
      },
    ],
  },
  {
    id: 'error-404-branch-removed',
    section: '8',
    clauses: ['ERR-404'],
    description: 'a 404 falls through to the generic HTTP error',
    kind: 'site',
    edits: [{ file: CLIENT, search: '    case 404:\n', replace: '    case 4040:\n' }],
  },
  {
    id: 'error-401-branch-removed',
    section: '8',
    clauses: ['ERR-401'],
    description: 'a 401 falls through to the generic HTTP error',
    kind: 'site',
    edits: [{ file: CLIENT, search: '    case 401:\n', replace: '    case 4010:\n' }],
  },
  {
    id: 'connection-error-not-logged',
    section: '8',
    clauses: ['ERR-RESPONSE-LOG'],
    description: 'a response error is no longer logged as a connection error',
    kind: 'site',
    edits: [{ file: CLIENT, search: '    if (failure) httpLog.connectionError(failure, method, url);\n', replace: '' }],
  },
  {
    id: 'helper-alerts-on-failure',
    section: '8',
    clauses: ['ERR-HELPER-SILENT'],
    description: 'the helper shows its own alert on a failure',
    kind: 'site',
    edits: [
      {
        file: CLIENT,
        search: '    if (failure) httpLog.connectionError(failure, method, url);\n',
        replace:
          '    if (failure) httpLog.connectionError(failure, method, url);\n    if (failure) globalThis.alert?.(failure.message);\n',
      },
    ],
  },

  // ── §9 Business constants and limits ───────────────────────────────────────────────────────
  {
    id: 'default-language-chinese',
    section: '9',
    clauses: ['CONST-DEFAULT-LANGUAGE', 'I18N-DETECT-ORDER'],
    description: 'Simplified Chinese is the default language instead of English',
    kind: 'manifest',
    edits: [{ file: APP, search: '  default: en-US', replace: '  default: zh-CN' }],
  },
  {
    id: 'landing-route-city',
    section: '9',
    clauses: ['CONST-DEFAULT-ROUTE', 'ROUTE-SHELL-REDIRECT', 'CONFIG-APP'],
    description: 'the default landing route (and the shell redirect) is /city instead of /home',
    kind: 'manifest',
    edits: [
      { file: APP, search: 'dashboard: /home', replace: 'dashboard: /city' },
      { file: ROUTES, search: '  redirect: /home', replace: '  redirect: /city' },
    ],
  },
  {
    id: 'progress-minimum-0.1',
    section: '9',
    clauses: ['CONST-PROGRESS-MINIMUM'],
    description: 'the progress bar minimum is 0.1 instead of 0.08',
    kind: 'manifest',
    edits: [{ file: APP, search: 'minimum: 0.08', replace: 'minimum: 0.1' }],
  },
  {
    id: 'progress-speed-300',
    section: '9',
    clauses: ['CONST-PROGRESS-SPEED'],
    description: 'the progress bar speed is 300 ms instead of 200',
    kind: 'manifest',
    edits: [{ file: APP, search: 'speedMs: 200', replace: 'speedMs: 300' }],
  },
  {
    id: 'progress-trickle-rate-0.05',
    section: '9',
    clauses: ['CONST-PROGRESS-TRICKLE-RATE'],
    description: 'the trickle rate is 0.05 instead of 0.02',
    kind: 'manifest',
    edits: [{ file: APP, search: 'trickleRate: 0.02', replace: 'trickleRate: 0.05' }],
  },
  {
    id: 'progress-trickle-speed-500',
    section: '9',
    clauses: ['CONST-PROGRESS-TRICKLE-SPEED'],
    description: 'the trickle speed is 500 ms instead of 800',
    kind: 'manifest',
    edits: [{ file: APP, search: 'trickleSpeedMs: 800', replace: 'trickleSpeedMs: 500' }],
  },
  {
    id: 'claim-45-models',
    section: '9',
    clauses: ['CONTENT-ALGORITHM-MODELS'],
    description: 'the city video case claims 45+ algorithm models available instead of 40+',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: to find an event that took hours', before: 'en-US: algorithm models available' },
        search: 'value: 40+',
        replace: 'value: 45+',
      },
    ],
  },
  {
    id: 'claim-20-customers',
    section: '9',
    clauses: ['CONTENT-CUSTOMERS-30'],
    description: 'the home page claims 20+ customers instead of 30+',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: In figures', before: 'en-US: customers,' },
        search: 'value: 30+',
        replace: 'value: 20+',
      },
    ],
  },
  {
    id: 'claim-40-banks',
    section: '9',
    clauses: ['CONTENT-FINANCE-ENTERPRISES'],
    description: 'the home page claims 40+ banks instead of 50+',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        // the home page's figures: from their title to the label of the one edited
        within: { after: 'en-US: In figures', before: 'en-US: banks,' },
        search: 'value: 50+',
        replace: 'value: 40+',
      },
    ],
  },
  {
    id: 'claim-8-patents',
    section: '9',
    clauses: ['CONTENT-PATENTS'],
    description: 'the honours page claims 8+ invention patents instead of 10+',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: '\n  honours:\n', before: 'en-US: invention patents' },
        search: 'value: 10+',
        replace: 'value: 8+',
      },
    ],
  },
  {
    id: 'claim-5-second-clips',
    section: '9',
    clauses: ['CONTENT-EVENT-CLIPS'],
    description: 'the city video case keeps 5 seconds around an event instead of 10',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: 10 seconds before and after each event', before: '}' },
        search: 'zh-CN: 事件前后各 10 秒',
        replace: 'zh-CN: 事件前后各 5 秒',
      },
      {
        file: PAGES,
        search: 'en-US: 10 seconds before and after each event',
        replace: 'en-US: 5 seconds before and after each event',
      },
    ],
  },
  {
    id: 'claim-80-campus-cameras',
    section: '9',
    clauses: ['CONTENT-CAMPUS-CAMERAS'],
    description: 'the campus case has 80 face capture cameras instead of 100',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: "100 face capture cameras across the campus."',
        replace: 'en-US: "80 face capture cameras across the campus."',
      },
      {
        file: PAGES,
        search: 'zh-CN: 全校部署 100 台人脸抓拍摄像机。',
        replace: 'zh-CN: 全校部署 80 台人脸抓拍摄像机。',
      },
    ],
  },
  {
    id: 'claim-30-day-attendance',
    section: '9',
    clauses: ['CONTENT-ATTENDANCE-7DAY'],
    description: 'the attendance case shows a 30-day statistic instead of 7-day',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: 7-day abnormal attendance',
        replace: 'en-US: 30-day abnormal attendance',
      },
      {
        file: PAGES,
        search: 'zh-CN: 近 7 天异常考勤',
        replace: 'zh-CN: 近 30 天异常考勤',
      },
    ],
  },
  {
    id: 'card-slots-120',
    section: '9',
    clauses: ['CONTENT-CARD-DISPENSER-SLOTS'],
    description: 'the card input slot holds 120 cards instead of 100',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Both models', before: 'en-US: Portable model' },
        search: 'en-US: 100 cards',
        replace: 'en-US: 120 cards',
      },
      {
        file: PAGES,
        within: { after: 'en-US: Both models', before: 'en-US: Portable model' },
        search: 'zh-CN: 100 张',
        replace: 'zh-CN: 120 张',
      },
    ],
  },
  {
    id: 'battery-5000mah',
    section: '9',
    clauses: ['CONTENT-PORTABLE-DISPENSER'],
    description: "the portable dispenser's battery is 5000 mAh instead of 5200",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Portable model', before: 'en-US: Dimensions' },
        search: 'value: 5200 mAh',
        replace: 'value: 5000 mAh',
      },
    ],
  },
  {
    id: 'dimensions-600mm',
    section: '9',
    clauses: ['CONTENT-PORTABLE-DISPENSER'],
    description: 'the portable dispenser measures 600×280×300 mm instead of 590×280×300',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Portable model', before: 'en-US: Weight' },
        search: 'value: 590×280×300 mm',
        replace: 'value: 600×280×300 mm',
      },
    ],
  },
  {
    id: 'callout-dimensions-600mm',
    section: '9',
    clauses: ['DECISION-TERMINAL-RENDERINGS'],
    description: "the portable dispenser's drawing calls out 600×280×300 mm instead of 590×280×300",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'part: dimensions', before: 'part: weight' },
        search: 'value: 590×280×300 mm',
        replace: 'value: 600×280×300 mm',
      },
    ],
  },
  {
    id: 'screens-15.6',
    section: '9',
    clauses: ['CONTENT-SCREENS'],
    description: "the card dispenser's screens are 10.1 or 15.6 inches instead of 13.3",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: "Dual 10.1″ or 13.3″, 1280×800"',
        replace: 'en-US: "Dual 10.1″ or 15.6″, 1280×800"',
      },
      {
        file: PAGES,
        search: 'zh-CN: 双屏，10.1 英寸或 13.3 英寸，1280×800',
        replace: 'zh-CN: 双屏，10.1 英寸或 15.6 英寸，1280×800',
      },
    ],
  },
  {
    id: 'camera-5mp',
    section: '9',
    clauses: ['CONTENT-CAMERAS'],
    description: "the card dispenser's camera is 5 MP instead of 2 MP",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Both models', before: 'en-US: Portable model' },
        search: 'en-US: 2 MP (1920×1080)',
        replace: 'en-US: 5 MP (1920×1080)',
      },
      {
        file: PAGES,
        within: { after: 'en-US: Both models', before: 'en-US: Portable model' },
        search: 'zh-CN: 200 万像素（1920×1080）',
        replace: 'zh-CN: 500 万像素（1920×1080）',
      },
    ],
  },
  {
    id: 'printer-30-pages',
    section: '9',
    clauses: ['CONTENT-PRINTER'],
    description: "the form-filling machine's printer does 30 pages/min instead of 35",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: A 35 pages/min printer produces multi-page forms in seconds,',
        replace: 'en-US: A 30 pages/min printer produces multi-page forms in seconds,',
      },
    ],
  },
  {
    id: 'receipt-paper-58',
    section: '9',
    clauses: ['CONTENT-RECEIPT-PAPER'],
    description: 'the receipt printer takes 58/80 mm paper instead of 72/80',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: A 35 pages/min printer produces multi-page forms', before: '\n' },
        search: 'takes 72/80 mm paper for queue tickets',
        replace: 'takes 58/80 mm paper for queue tickets',
      },
    ],
  },
  {
    id: 'positioning-5m',
    section: '9',
    clauses: ['CONTENT-POSITIONING'],
    description: "the transceiver's positioning accuracy is 5 m instead of 2.5 m",
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: Positioning accurate to 2.5 m',
        replace: 'en-US: Positioning accurate to 5 m',
      },
      {
        file: PAGES,
        search: 'zh-CN: 2.5 米定位精度',
        replace: 'zh-CN: 5 米定位精度',
      },
    ],
  },
  {
    id: 'cabinets-36',
    section: '9',
    clauses: ['CONTENT-CABINET-38'],
    description: 'the document cabinet has 36 file cabinets instead of 38',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Document receiving and sending cabinet', before: 'en-US: Door-opening modes' },
        search: 'en-US: 38 file cabinets',
        replace: 'en-US: 36 file cabinets',
      },
      {
        file: PAGES,
        within: { after: 'en-US: Document receiving and sending cabinet', before: 'en-US: Door-opening modes' },
        search: 'zh-CN: 38 个',
        replace: 'zh-CN: 36 个',
      },
    ],
  },
  {
    id: 'lock-board-20-door',
    section: '9',
    clauses: ['CONTENT-LOCK-BOARD'],
    description: 'the lock control board drives 20 doors instead of 24',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Document receiving and sending cabinet', before: 'en-US: Door-opening modes' },
        search: 'en-US: 24-door lock control board',
        replace: 'en-US: 20-door lock control board',
      },
      {
        file: PAGES,
        within: { after: 'en-US: Document receiving and sending cabinet', before: 'en-US: Door-opening modes' },
        search: 'zh-CN: 24 门锁控板',
        replace: 'zh-CN: 20 门锁控板',
      },
    ],
  },
  {
    id: 'fingerprint-500k-uses',
    section: '9',
    clauses: ['CONTENT-FINGERPRINT-LIFE'],
    description: 'the fingerprint sensor is rated for 500,000 uses instead of 1 million',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: A sensor rated for 1 million uses',
        replace: 'en-US: A sensor rated for 500 thousand uses',
      },
      {
        file: PAGES,
        search: 'zh-CN: 传感器寿命达 100 万次',
        replace: 'zh-CN: 传感器寿命达 50 万次',
      },
    ],
  },
  {
    id: 'transceiver-5g',
    section: '9',
    clauses: ['CONTENT-4G'],
    description: 'the transceiver claims 5G instead of 4G',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        within: { after: 'en-US: Tracking equipment that moves between sites', before: 'en-US: Positioning accuracy' },
        search: 'en-US: 4G support',
        replace: 'en-US: 5G support',
      },
      {
        file: PAGES,
        within: { after: 'en-US: Tracking equipment that moves between sites', before: 'en-US: Positioning accuracy' },
        search: 'zh-CN: 支持 4G',
        replace: 'zh-CN: 支持 5G',
      },
    ],
  },
  {
    id: 'test-board-4gb',
    section: '9',
    clauses: ['CONTENT-TEST-BOARD'],
    description: 'the indicators were measured on a board with 4 GB memory instead of 2 GB',
    kind: 'manifest',
    edits: [
      {
        file: PAGES,
        search: 'en-US: "Indicators measured on a board with 2 GB memory and 8 GB storage.",',
        replace: 'en-US: "Indicators measured on a board with 4 GB memory and 8 GB storage.",',
      },
    ],
  },
];
