// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { MessageKey } from './messages.gen';
import type { RoutePath } from './routes.gen';

export interface NavLink {
  readonly id: string;
  readonly label: MessageKey;
  readonly to: RoutePath;
}

export interface NavMenu {
  readonly id: string;
  readonly label: MessageKey;
  readonly to: RoutePath;
  readonly children: readonly NavLink[];
  /** Further pages of its section, not listed */
  readonly section: readonly RoutePath[];
}

export interface FooterGroup {
  readonly id: string;
  readonly label: MessageKey;
  readonly links: readonly NavLink[];
}

/** The header menus, in order. */
export const headerMenus: readonly NavMenu[] = [
  {
    id: 'home',
    label: 'nav.home',
    to: '/home',
    children: [],
    section: [],
  },
  {
    id: 'solutions',
    label: 'nav.solutions',
    to: '/city',
    children: [
      {
        id: 'smart-city',
        label: 'nav.smart-city',
        to: '/city',
      },
      {
        id: 'smart-campus',
        label: 'nav.smart-campus',
        to: '/smartcampus',
      },
      {
        id: 'smart-finance',
        label: 'nav.smart-finance',
        to: '/finance',
      },
      {
        id: 'epidemic-prevention',
        label: 'nav.epidemic-prevention',
        to: '/antiepidemic',
      },
      {
        id: 'smart-commerce',
        label: 'nav.smart-commerce',
        to: '/business',
      },
      {
        id: 'smart-medical',
        label: 'nav.smart-medical',
        to: '/medicalcare',
      },
      {
        id: 'smart-security',
        label: 'nav.smart-security',
        to: '/security',
      },
    ],
    section: [
      '/citycase',
      '/cityvideocase',
      '/schoolattendance',
      '/bank',
      '/mobilebank',
      '/adera',
      '/hospitalone',
      '/hospitaltwo',
      '/schoolfoshan',
    ],
  },
  {
    id: 'products',
    label: 'nav.products',
    to: '/terminal',
    children: [
      {
        id: 'portable',
        label: 'nav.portable',
        to: '/carddispenser',
      },
      {
        id: 'desktop',
        label: 'nav.desktop',
        to: '/carddispenser',
      },
      {
        id: 'machine',
        label: 'nav.machine',
        to: '/machine',
      },
      {
        id: 'counter',
        label: 'nav.counter',
        to: '/counter',
      },
      {
        id: 'transceiver',
        label: 'nav.transceiver',
        to: '/transceiver',
      },
      {
        id: 'cabinet',
        label: 'nav.cabinet',
        to: '/case',
      },
    ],
    section: [],
  },
  {
    id: 'core-competence',
    label: 'nav.core-competence',
    to: '/algorithm',
    children: [
      {
        id: 'algorithm-capability',
        label: 'nav.algorithm-capability',
        to: '/algorithm',
      },
      {
        id: 'platform-capability',
        label: 'nav.platform-capability',
        to: '/platformcapability',
      },
    ],
    section: ['/aiot'],
  },
  {
    id: 'about-us',
    label: 'nav.about-us',
    to: '/companyprofile',
    children: [
      {
        id: 'company-profile',
        label: 'nav.company-profile',
        to: '/companyprofile',
      },
      {
        id: 'honours',
        label: 'nav.honours',
        to: '/glory',
      },
      {
        id: 'customers',
        label: 'nav.customers',
        to: '/customer',
      },
      {
        id: 'news',
        label: 'nav.news',
        to: '/journalism',
      },
    ],
    section: ['/enterprisenews', '/newsdetail'],
  },
  {
    id: 'join-us',
    label: 'nav.join-us',
    to: '/recruitment',
    children: [
      {
        id: 'recruitment',
        label: 'nav.recruitment',
        to: '/recruitment',
      },
      {
        id: 'partner-programme',
        label: 'nav.partner-programme',
        to: '/cooperativepartner',
      },
      {
        id: 'business-cooperation',
        label: 'nav.business-cooperation',
        to: '/work',
      },
      {
        id: 'contact-us',
        label: 'nav.contact-us',
        to: '/contactus',
      },
    ],
    section: ['/socialrecruitment', '/job'],
  },
];

/** The footer link groups. */
export const footerGroups: readonly FooterGroup[] = [
  {
    id: 'footer-solutions',
    label: 'nav.footer-solutions',
    links: [
      {
        id: 'footer-city',
        label: 'nav.footer-city',
        to: '/city',
      },
      {
        id: 'footer-campus',
        label: 'nav.footer-campus',
        to: '/smartcampus',
      },
      {
        id: 'footer-finance',
        label: 'nav.footer-finance',
        to: '/finance',
      },
      {
        id: 'footer-medical',
        label: 'nav.footer-medical',
        to: '/medicalcare',
      },
      {
        id: 'footer-security',
        label: 'nav.footer-security',
        to: '/security',
      },
    ],
  },
  {
    id: 'footer-products',
    label: 'nav.footer-products',
    links: [
      {
        id: 'footer-terminals',
        label: 'nav.footer-terminals',
        to: '/terminal',
      },
      {
        id: 'footer-card-dispenser',
        label: 'nav.footer-card-dispenser',
        to: '/carddispenser',
      },
      {
        id: 'footer-cabinet',
        label: 'nav.footer-cabinet',
        to: '/case',
      },
      {
        id: 'footer-algorithms',
        label: 'nav.footer-algorithms',
        to: '/algorithm',
      },
      {
        id: 'footer-aiot',
        label: 'nav.footer-aiot',
        to: '/aiot',
      },
    ],
  },
  {
    id: 'footer-about',
    label: 'nav.footer-about',
    links: [
      {
        id: 'footer-profile',
        label: 'nav.footer-profile',
        to: '/companyprofile',
      },
      {
        id: 'footer-honours',
        label: 'nav.footer-honours',
        to: '/glory',
      },
      {
        id: 'footer-news',
        label: 'nav.footer-news',
        to: '/enterprisenews',
      },
    ],
  },
  {
    id: 'footer-join',
    label: 'nav.footer-join',
    links: [
      {
        id: 'footer-jobs',
        label: 'nav.footer-jobs',
        to: '/socialrecruitment',
      },
      {
        id: 'footer-partner',
        label: 'nav.footer-partner',
        to: '/cooperativepartner',
      },
      {
        id: 'footer-contact',
        label: 'nav.footer-contact',
        to: '/contactus',
      },
    ],
  },
];
