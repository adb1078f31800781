// Type tests of the generated code, checked by `tsc` (make test → typecheck). Nothing here runs.
import type { DraftWords, TEMPLATE_CONTENT } from '../../generator/page-templates.ts';
import type { Locale, MessageKey } from '../../site/src/generated/messages.gen';
import type { FooterGroup, NavMenu } from '../../site/src/generated/navigation.gen';
import type { content as homeContent } from '../../site/src/generated/pages/home.gen';
import type { PageId, RouteHandle, RoutePath } from '../../site/src/generated/routes.gen';
import { AppLink } from '../../site/src/shared/app-link';
import { translate } from '../../site/src/shared/i18n';
import type { PageText } from '../../site/src/shared/page-content';
import type { CasePageText } from '../../site/src/templates/solution/case-page';
import type { SolutionPageText } from '../../site/src/templates/solution/solution-page';
import type { TerminalPageText } from '../../site/src/templates/terminal/terminal-page';

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
  // §2's 38 paths are routes, each one a path of its own (no path type wider than a literal, such
  // as string, stands in for them). Paths added with `make page` may follow (decision 025).
  Expect<Equal<Exclude<SpecPaths, RoutePath>, never>>,
  Expect<Equal<Extract<RoutePath, SpecPaths>, SpecPaths>>,
  Expect<Equal<string extends RoutePath ? true : false, false>>,
  Expect<Equal<`/${string}` extends RoutePath ? true : false, false>>,
  // §9 English and Simplified Chinese are languages of the site; any other the manifest lists may
  // follow, each a literal (no wider type such as string stands in for them).
  Expect<Equal<Extract<Locale, 'en-US' | 'zh-CN'>, 'en-US' | 'zh-CN'>>,
  Expect<Equal<string extends Locale ? true : false, false>>,
  Expect<Equal<NavMenu['to'], RoutePath>>,
  Expect<Equal<FooterGroup['links'][number]['label'], MessageKey>>,
  Expect<Equal<RouteHandle['page'], PageId>>,
  // The not-found page is a page like any other; page words are not in the global catalogue.
  Expect<Equal<'not-found' extends PageId ? true : false, true>>,
  Expect<Equal<Extract<MessageKey, `page.${string}`>, never>>,
  Expect<Equal<(typeof homeContent)['zh-CN']['offerMore'], string>>,
];

/**
 * A page `make page` drafts from a template (generator/page-templates.ts), as the generator types
 * its content: each draft a string (a text in every language), each `to` a route path. Each draft
 * holds every field its template reads, so a scaffolded page type-checks before anyone edits it,
 * the optional ones too: handing the text to the template reads them all, and the generator
 * refuses a field the site reads that the manifest lacks (decision 033; the terminal draft lacked
 * its callouts, decision 025).
 */
type Projected<T> = T extends DraftWords
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Projected<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: K extends 'to' ? RoutePath : Projected<T[K]> }
      : T;
type Drafted<Template extends keyof typeof TEMPLATE_CONTENT> = PageText &
  Projected<(typeof TEMPLATE_CONTENT)[Template]>;
/** What a template reads of a page's content: its text type, each field present (the page's title and description aside). */
type Read<Text extends PageText> = Text & Required<Omit<Text, keyof PageText>>;

export type TemplateDrafts = [
  Expect<Equal<Drafted<'blocks'> extends PageText & { readonly intro: readonly string[] } ? true : false, true>>,
  Expect<Equal<Drafted<'solution'> extends Read<SolutionPageText> ? true : false, true>>,
  Expect<Equal<Drafted<'case'> extends Read<CasePageText> ? true : false, true>>,
  Expect<Equal<Drafted<'terminal'> extends Read<TerminalPageText> ? true : false, true>>,
];

export const knownKey: string = translate('en-US', 'shell.skipToContent');
// @ts-expect-error an unknown message key does not type-check
export const unknownKey: string = translate('en-US', 'no.such.key');
// @ts-expect-error a locale the site is not written in does not type-check
export const unknownLocale: string = translate('xx-XX', 'shell.skipToContent');

export const knownLink = <AppLink to="/newsdetail">news</AppLink>;
// @ts-expect-error a link to a path that no route has does not type-check
export const unknownLink = <AppLink to="/nosuchpage">nowhere</AppLink>;
