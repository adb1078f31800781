// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from './messages.gen';
import type { RoutePath } from './routes.gen';

/** Application settings (the name is the message `app.name`). */
export const appConfig = {
  dashboard: '/home',
  requestTimeoutMs: 60000,
  baseUrl: '',
} as const satisfies { readonly dashboard: RoutePath; readonly requestTimeoutMs: number; readonly baseUrl: string };

/** The public origin of the prerendered pages (their canonical addresses, the sitemap). */
export const siteConfig = {
  origin: 'https://www.tianmu.example',
} as const;

/** Interface languages and how the start-up language is chosen, first match wins; each language's name, and the language switch's label for it, in its own words. */
export const localeConfig = {
  default: 'en-US',
  available: ['en-US', 'zh-CN'],
  storageKey: 'locale',
  detection: ['stored', 'browser', 'default'],
  names: {
    'en-US': 'English',
    'zh-CN': '简体中文',
  },
  switchTo: {
    'en-US': 'Switch to English',
    'zh-CN': '切换到简体中文',
  },
} as const satisfies {
  readonly default: Locale;
  readonly available: readonly Locale[];
  readonly storageKey: string;
  readonly detection: readonly ('stored' | 'browser' | 'default')[];
  readonly names: Readonly<Record<Locale, string>>;
  readonly switchTo: Readonly<Record<Locale, string>>;
};

/** Headers added to every request, the named endpoints, and the origins JSONP may load from. */
export const httpConfig = {
  headers: {
    Accept: 'application/json',
    'Content-Security-Policy': 'upgrade-insecure-requests',
    'X-Requested-With': 'XMLHttpRequest',
  },
  endpoints: {
    add: {
      method: 'POST',
      path: '/api/servce-city-management/CollectCar/insert',
    },
    query: {
      method: 'GET',
      path: '/api/PostInfo/query',
    },
  },
  jsonpOrigins: [],
} as const;

/** Business hotline and ICP filing (the address is the message `app.address`). */
export const contactConfig = {
  hotline: '400-000-0000',
  icp: '粤ICP备00000000号',
  icpUrl: 'https://beian.miit.gov.cn/',
} as const;

/** The top progress bar (nprogress) settings. */
export const progressBarConfig = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** Root and body font scaling. */
export const layoutScalingConfig = {
  rootFontDivisor: 10,
  maxUnscaledWidth: 540,
  resizeDelayMs: 300,
  bodyFontBase: 12,
  iphonePixelRatio: {
    min: 1,
    max: 3,
  },
  otherPixelRatio: 1,
} as const;
