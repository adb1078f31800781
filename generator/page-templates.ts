// What `make page` writes for each page template: the draft content the template reads (every
// text a draft in each language of the manifest, marked "DRAFT:" / "草稿：") and the page module
// built from it.
// tests/types/generated.types.tsx checks that each draft has every field its template's props
// need, so a template that gains a field fails type checking here first.

/** The marks that start every draft text: in Chinese for a Chinese language, in English for any other. */
export const DRAFT_MARK = { english: 'DRAFT: ', chinese: '草稿：' } as const;

/**
 * The words of a draft text, written in English and in Chinese: each language of the manifest
 * (app.yaml's list, however long) gets the one it is nearest, marked as a draft (`draftIn`).
 */
export class DraftWords {
  constructor(
    readonly english: string,
    readonly chinese: string,
  ) {}
}

export const draft = (english: string, chinese: string): DraftWords => new DraftWords(english, chinese);

/** `草稿：<chinese>` in a Chinese language (zh-CN, zh-TW, …), `DRAFT: <english>` in any other. */
export function draftIn(words: DraftWords, locale: string): string {
  return locale.split('-')[0] === 'zh'
    ? `${DRAFT_MARK.chinese}${words.chinese}`
    : `${DRAFT_MARK.english}${words.english}`;
}

/** A draft as a text of the manifest: one entry per language of `locales`, in their order. */
export function draftText(words: DraftWords, locales: readonly string[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, draftIn(words, locale)]));
}

/** A link field of the content: the generator checks it is a route path (the dashboard in a draft). */
export const LINK_PLACEHOLDER = '$dashboard';

const heroImageAlt = draft('what the drawing shows', '插图说明');
const card = { title: draft('a title', '标题'), text: draft('describe it in a sentence.', '用一句话说明。') };
const link = { label: draft('a related page', '相关页面'), to: LINK_PLACEHOLDER };
const figure = { value: 'N+', label: draft('a headline figure', '关键数据') };
const paragraph = (english: string, chinese: string) => [draft(english, chinese)];

/** The drafts, by template: what each template's page reads besides the title and description. */
export const TEMPLATE_CONTENT = {
  blocks: {
    intro: paragraph('what a visitor finds on this page, in a paragraph or two.', '用一两段文字介绍本页内容。'),
  },
  solution: {
    heroImageAlt,
    intro: paragraph('introduce the solution in a paragraph or two.', '用一两段文字介绍该解决方案。'),
    figures: [figure],
    challengesTitle: draft('Challenges', '行业挑战'),
    challenges: [card],
    solutionTitle: draft('Our solution', '解决方案'),
    solution: paragraph('how the solution meets the challenges.', '说明方案如何应对上述挑战。'),
    capabilitiesTitle: draft('Capabilities', '核心能力'),
    capabilities: [card],
    offeringsTitle: draft('Terminals and platforms', '相关终端与平台'),
    offerings: [{ ...card, to: LINK_PLACEHOLDER }],
    casesTitle: draft('Case studies', '案例'),
    cases: [{ ...card, to: LINK_PLACEHOLDER }],
    more: draft('Learn more', '了解更多'),
  },
  case: {
    heroImageAlt,
    factsTitle: draft('At a glance', '项目概况'),
    facts: [{ label: draft('Customer', '客户'), value: draft('who the customer is', '客户名称') }],
    challengeTitle: draft('The challenge', '面临的挑战'),
    challenge: paragraph('what the customer needed.', '客户的需求。'),
    solutionTitle: draft('Our solution', '解决方案'),
    solution: paragraph('what we proposed.', '我们提出的方案。'),
    deployedTitle: draft('What we deployed', '部署内容'),
    deployed: paragraph('a terminal or platform and how many.', '部署的终端或平台及数量。'),
    resultsTitle: draft('Results', '项目成效'),
    results: [figure],
    relatedTitle: draft('Related pages', '相关页面'),
    related: [link],
  },
  terminal: {
    heroImageAlt,
    intro: paragraph('introduce the terminal in a paragraph or two.', '用一两段文字介绍该终端。'),
    featuresTitle: draft('Features', '产品特点'),
    features: [card],
    usesTitle: draft('Typical uses', '典型应用'),
    uses: paragraph('where it is used.', '应用场景。'),
    specTitle: draft('Specifications', '产品参数'),
    specTables: [
      {
        caption: draft('Hardware', '硬件参数'),
        rows: [{ label: draft('Screen', '屏幕'), value: draft('size', '尺寸') }],
      },
    ],
    // The figures numbered on the drawing (decision 044): none in a draft, as each names a part of its device.
    calloutsTitle: draft('Key figures', '关键参数'),
    callouts: [],
    relatedTitle: draft('Related pages', '相关页面'),
    related: [link],
  },
} as const;

export type TemplateName = keyof typeof TEMPLATE_CONTENT;
export const TEMPLATE_NAMES = Object.keys(TEMPLATE_CONTENT) as TemplateName[];
export const DEFAULT_TEMPLATE: TemplateName = 'blocks';
