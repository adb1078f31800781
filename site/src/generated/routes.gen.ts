// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { RouteObject } from 'react-router-dom';

/** Route data carried in `handle`, read with `useMatches()`. */
export interface RouteHandle {
  readonly name: RouteName;
  readonly page: PageId;
  readonly path: RoutePath;
  /** Kept mounted (hidden) when the visitor leaves, restored on return. */
  readonly keepAlive: boolean;
}

/** Every path a link may point at; any other path is a type error. */
export type RoutePath =
  | '/adera'
  | '/aiot'
  | '/algorithm'
  | '/antiepidemic'
  | '/bank'
  | '/business'
  | '/carddispenser'
  | '/case'
  | '/city'
  | '/citycase'
  | '/cityvideocase'
  | '/companyprofile'
  | '/contactus'
  | '/cooperativepartner'
  | '/counter'
  | '/customer'
  | '/enterprisenews'
  | '/finance'
  | '/glory'
  | '/home'
  | '/hospitalone'
  | '/hospitaltwo'
  | '/job'
  | '/journalism'
  | '/machine'
  | '/medicalcare'
  | '/mobilebank'
  | '/newsdetail'
  | '/platformcapability'
  | '/recruitment'
  | '/schoolattendance'
  | '/schoolfoshan'
  | '/security'
  | '/smartcampus'
  | '/socialrecruitment'
  | '/terminal'
  | '/transceiver'
  | '/work';

export type RouteName =
  | 'adera'
  | 'aiot'
  | 'algorithm'
  | 'antiepidemic'
  | 'bank'
  | 'business'
  | 'carddispenser'
  | 'case'
  | 'city'
  | 'citycase'
  | 'cityvideocase'
  | 'companyprofile'
  | 'contactus'
  | 'cooperativepartner'
  | 'cooperativepartner-again'
  | 'counter'
  | 'customer'
  | 'enterprisenews'
  | 'finance'
  | 'glory'
  | 'home'
  | 'hospitalone'
  | 'hospitaltwo'
  | 'job'
  | 'journalism'
  | 'machine'
  | 'medicalcare'
  | 'mobilebank'
  | 'newsdetail/:type'
  | 'platformcapability'
  | 'recruitment'
  | 'schoolattendance'
  | 'schoolfoshan'
  | 'security'
  | 'smartcampus'
  | 'socialrecruitment'
  | 'terminal'
  | 'transceiver'
  | 'work';

/** A page module under site/src/pages/. */
export type PageId =
  | 'aiot-platform'
  | 'algorithm'
  | 'bank-case'
  | 'business-cooperation'
  | 'card-dispenser'
  | 'city-case'
  | 'city-video-case'
  | 'company-profile'
  | 'contact-us'
  | 'customers'
  | 'document-cabinet'
  | 'enterprise-news'
  | 'epidemic-case'
  | 'epidemic-prevention'
  | 'form-filling-machine'
  | 'foshan-school-case'
  | 'home'
  | 'honours'
  | 'hospital-case-one'
  | 'hospital-case-two'
  | 'job-application'
  | 'mobile-bank-case'
  | 'news-centre'
  | 'news-detail'
  | 'not-found'
  | 'partner-programme'
  | 'platform-capability'
  | 'recruitment'
  | 'school-attendance-case'
  | 'smart-campus'
  | 'smart-city'
  | 'smart-commerce'
  | 'smart-finance'
  | 'smart-medical'
  | 'smart-security'
  | 'social-recruitment'
  | 'super-counter'
  | 'terminals'
  | 'transceiver';

/** The layout route at "/" and where it redirects. */
export const shell = {
  path: '/',
  redirect: '/home',
} as const;

/** Rendered for any path no route has; its own lazy chunk. */
export const notFoundRoute: RouteObject = {
  id: 'not-found',
  path: '*',
  lazy: () => import('../pages/not-found'),
};

/** Each distinct path once, in manifest order. */
export const routePaths: readonly RoutePath[] = [
  '/home',
  '/city',
  '/algorithm',
  '/citycase',
  '/cityvideocase',
  '/platformcapability',
  '/terminal',
  '/carddispenser',
  '/machine',
  '/counter',
  '/transceiver',
  '/case',
  '/companyprofile',
  '/glory',
  '/customer',
  '/contactus',
  '/journalism',
  '/work',
  '/recruitment',
  '/socialrecruitment',
  '/job',
  '/cooperativepartner',
  '/smartcampus',
  '/schoolattendance',
  '/finance',
  '/bank',
  '/mobilebank',
  '/antiepidemic',
  '/adera',
  '/business',
  '/aiot',
  '/medicalcare',
  '/hospitalone',
  '/hospitaltwo',
  '/schoolfoshan',
  '/security',
  '/enterprisenews',
  '/newsdetail',
];

/** The children of the shell in manifest order; each lazy page is its own chunk. */
export const pageRoutes: RouteObject[] = [
  {
    id: 'home',
    path: '/home',
    handle: {
      name: 'home',
      page: 'home',
      path: '/home',
      keepAlive: true,
    } satisfies RouteHandle,
    lazy: () => import('../pages/home'),
  },
  {
    id: 'city',
    path: '/city',
    handle: {
      name: 'city',
      page: 'smart-city',
      path: '/city',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-city'),
  },
  {
    id: 'algorithm',
    path: '/algorithm',
    handle: {
      name: 'algorithm',
      page: 'algorithm',
      path: '/algorithm',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/algorithm'),
  },
  {
    id: 'citycase',
    path: '/citycase',
    handle: {
      name: 'citycase',
      page: 'city-case',
      path: '/citycase',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/city-case'),
  },
  {
    id: 'cityvideocase',
    path: '/cityvideocase',
    handle: {
      name: 'cityvideocase',
      page: 'city-video-case',
      path: '/cityvideocase',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/city-video-case'),
  },
  {
    id: 'platformcapability',
    path: '/platformcapability',
    handle: {
      name: 'platformcapability',
      page: 'platform-capability',
      path: '/platformcapability',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/platform-capability'),
  },
  {
    id: 'terminal',
    path: '/terminal',
    handle: {
      name: 'terminal',
      page: 'terminals',
      path: '/terminal',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/terminals'),
  },
  {
    id: 'carddispenser',
    path: '/carddispenser',
    handle: {
      name: 'carddispenser',
      page: 'card-dispenser',
      path: '/carddispenser',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/card-dispenser'),
  },
  {
    id: 'machine',
    path: '/machine',
    handle: {
      name: 'machine',
      page: 'form-filling-machine',
      path: '/machine',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/form-filling-machine'),
  },
  {
    id: 'counter',
    path: '/counter',
    handle: {
      name: 'counter',
      page: 'super-counter',
      path: '/counter',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/super-counter'),
  },
  {
    id: 'transceiver',
    path: '/transceiver',
    handle: {
      name: 'transceiver',
      page: 'transceiver',
      path: '/transceiver',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/transceiver'),
  },
  {
    id: 'case',
    path: '/case',
    handle: {
      name: 'case',
      page: 'document-cabinet',
      path: '/case',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/document-cabinet'),
  },
  {
    id: 'companyprofile',
    path: '/companyprofile',
    handle: {
      name: 'companyprofile',
      page: 'company-profile',
      path: '/companyprofile',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/company-profile'),
  },
  {
    id: 'glory',
    path: '/glory',
    handle: {
      name: 'glory',
      page: 'honours',
      path: '/glory',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/honours'),
  },
  {
    id: 'customer',
    path: '/customer',
    handle: {
      name: 'customer',
      page: 'customers',
      path: '/customer',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/customers'),
  },
  {
    id: 'contactus',
    path: '/contactus',
    handle: {
      name: 'contactus',
      page: 'contact-us',
      path: '/contactus',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/contact-us'),
  },
  {
    id: 'journalism',
    path: '/journalism',
    handle: {
      name: 'journalism',
      page: 'news-centre',
      path: '/journalism',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/news-centre'),
  },
  {
    id: 'work',
    path: '/work',
    handle: {
      name: 'work',
      page: 'business-cooperation',
      path: '/work',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/business-cooperation'),
  },
  {
    id: 'recruitment',
    path: '/recruitment',
    handle: {
      name: 'recruitment',
      page: 'recruitment',
      path: '/recruitment',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/recruitment'),
  },
  {
    id: 'socialrecruitment',
    path: '/socialrecruitment',
    handle: {
      name: 'socialrecruitment',
      page: 'social-recruitment',
      path: '/socialrecruitment',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/social-recruitment'),
  },
  {
    id: 'job',
    path: '/job',
    handle: {
      name: 'job',
      page: 'job-application',
      path: '/job',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/job-application'),
  },
  {
    id: 'cooperativepartner',
    path: '/cooperativepartner',
    handle: {
      name: 'cooperativepartner',
      page: 'partner-programme',
      path: '/cooperativepartner',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/partner-programme'),
  },
  {
    id: 'smartcampus',
    path: '/smartcampus',
    handle: {
      name: 'smartcampus',
      page: 'smart-campus',
      path: '/smartcampus',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-campus'),
  },
  {
    id: 'schoolattendance',
    path: '/schoolattendance',
    handle: {
      name: 'schoolattendance',
      page: 'school-attendance-case',
      path: '/schoolattendance',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/school-attendance-case'),
  },
  {
    id: 'finance',
    path: '/finance',
    handle: {
      name: 'finance',
      page: 'smart-finance',
      path: '/finance',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-finance'),
  },
  {
    id: 'bank',
    path: '/bank',
    handle: {
      name: 'bank',
      page: 'bank-case',
      path: '/bank',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/bank-case'),
  },
  {
    id: 'mobilebank',
    path: '/mobilebank',
    handle: {
      name: 'mobilebank',
      page: 'mobile-bank-case',
      path: '/mobilebank',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/mobile-bank-case'),
  },
  {
    id: 'antiepidemic',
    path: '/antiepidemic',
    handle: {
      name: 'antiepidemic',
      page: 'epidemic-prevention',
      path: '/antiepidemic',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/epidemic-prevention'),
  },
  {
    id: 'adera',
    path: '/adera',
    handle: {
      name: 'adera',
      page: 'epidemic-case',
      path: '/adera',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/epidemic-case'),
  },
  {
    id: 'business',
    path: '/business',
    handle: {
      name: 'business',
      page: 'smart-commerce',
      path: '/business',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-commerce'),
  },
  {
    id: 'aiot',
    path: '/aiot',
    handle: {
      name: 'aiot',
      page: 'aiot-platform',
      path: '/aiot',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/aiot-platform'),
  },
  {
    id: 'cooperativepartner-again',
    path: '/cooperativepartner',
    handle: {
      name: 'cooperativepartner-again',
      page: 'partner-programme',
      path: '/cooperativepartner',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/partner-programme'),
  },
  {
    id: 'medicalcare',
    path: '/medicalcare',
    handle: {
      name: 'medicalcare',
      page: 'smart-medical',
      path: '/medicalcare',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-medical'),
  },
  {
    id: 'hospitalone',
    path: '/hospitalone',
    handle: {
      name: 'hospitalone',
      page: 'hospital-case-one',
      path: '/hospitalone',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/hospital-case-one'),
  },
  {
    id: 'hospitaltwo',
    path: '/hospitaltwo',
    handle: {
      name: 'hospitaltwo',
      page: 'hospital-case-two',
      path: '/hospitaltwo',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/hospital-case-two'),
  },
  {
    id: 'schoolfoshan',
    path: '/schoolfoshan',
    handle: {
      name: 'schoolfoshan',
      page: 'foshan-school-case',
      path: '/schoolfoshan',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/foshan-school-case'),
  },
  {
    id: 'security',
    path: '/security',
    handle: {
      name: 'security',
      page: 'smart-security',
      path: '/security',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/smart-security'),
  },
  {
    id: 'enterprisenews',
    path: '/enterprisenews',
    handle: {
      name: 'enterprisenews',
      page: 'enterprise-news',
      path: '/enterprisenews',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/enterprise-news'),
  },
  {
    id: 'newsdetail/:type',
    path: '/newsdetail',
    handle: {
      name: 'newsdetail/:type',
      page: 'news-detail',
      path: '/newsdetail',
      keepAlive: false,
    } satisfies RouteHandle,
    lazy: () => import('../pages/news-detail'),
  },
];
