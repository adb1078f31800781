// Type tests of the generated code, checked by `tsc` (make test → typecheck). Nothing here runs.

import type { Locale, MessageKey } from '../../site/src/generated/messages.gen';
import type { FooterGroup, NavMenu } from '../../site/src/generated/navigation.gen';
import type { content as homeContent } from '../../site/src/generated/pages/home.gen';
import type { PageId, RouteHandle, RoutePath } from '../../site/src/generated/routes.gen';
import { AppLink } from '../../site/src/shared/app-link';
import { translate } from '../../site/src/shared/i18n';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** §2: the 38 child paths, each once. */
type SpecPaths =
  | '/home'
  | '/city'
  | '/algorithm'
  | '/citycase'
  | '/cityvideocase'
  | '/platformcapability'
  | '/terminal'
  | '/carddispenser'
  | '/machine'
  | '/counter'
  | '/transceiver'
  | '/case'
  | '/companyprofile'
  | '/glory'
  | '/customer'
  | '/contactus'
  | '/journalism'
  | '/work'
  | '/recruitment'
  | '/socialrecruitment'
  | '/job'
  | '/cooperativepartner'
  | '/smartcampus'
  | '/schoolattendance'
  | '/finance'
  | '/bank'
  | '/mobilebank'
  | '/antiepidemic'
  | '/adera'
  | '/business'
  | '/aiot'
  | '/medicalcare'
  | '/hospitalone'
  | '/hospitaltwo'
  | '/schoolfoshan'
  | '/security'
  | '/enterprisenews'
  | '/newsdetail';

export type Tests = [
  Expect<Equal<RoutePath, SpecPaths>>,
  Expect<Equal<Locale, 'en-US' | 'zh-CN'>>,
  Expect<Equal<NavMenu['to'], RoutePath>>,
  Expect<Equal<FooterGroup['links'][number]['label'], MessageKey>>,
  Expect<Equal<RouteHandle['page'], PageId>>,
  // The not-found page is a page like any other; page words are not in the global catalogue.
  Expect<Equal<'not-found' extends PageId ? true : false, true>>,
  Expect<Equal<Extract<MessageKey, `page.${string}`>, never>>,
  Expect<Equal<(typeof homeContent)['zh-CN']['offerMore'], string>>,
];

export const knownKey: string = translate('en-US', 'shell.skipToContent');
// @ts-expect-error an unknown message key does not type-check
export const unknownKey: string = translate('en-US', 'no.such.key');
// @ts-expect-error a locale the site is not written in does not type-check
export const unknownLocale: string = translate('fr-FR', 'shell.skipToContent');

export const knownLink = <AppLink to="/newsdetail">news</AppLink>;
// @ts-expect-error a link to a path that no route has does not type-check
export const unknownLink = <AppLink to="/nosuchpage">nowhere</AppLink>;
