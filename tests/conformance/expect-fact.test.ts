// The message a content test fails with (tests/expect-fact.ts) and the checks behind it
// (tests/content-facts.ts): the fact, the specification's value and what the page showed. Each
// check must find a departure (so that the browser tests that use it can fail) and let pass what
// the specification allows (an article published since, the company's own hotline).
import { describe, expect, test } from 'vitest';
import {
  articlePageProblems,
  dialled,
  hotlineProblems,
  keyFigureProblems,
  latestProblems,
  listProblems,
  newsListProblems,
  rowProblems,
  type ShownArticle,
  sameArticlesProblems,
  telephoneProblems,
} from '../content-facts.ts';
import { expectFact, FactMismatch, quoted } from '../expect-fact.ts';
import { FACTS, MODELS, NEWS_ARTICLES, NEWS_CATEGORIES, type NewsArticle } from '../oracle/content.ts';
import { HOTLINE } from '../oracle/decided.ts';
import { LOCALES } from '../oracle/routes.ts';

/** The message `expectFact` throws, or undefined when it passes. */
function failure(...args: Parameters<typeof expectFact>): string | undefined {
  try {
    expectFact(...args);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(FactMismatch);
    return (error as Error).message;
  }
}

/** §1's four as a news list shows them in `locale`, newest first. */
const listed = (locale: (typeof LOCALES)[number], articles: readonly NewsArticle[] = NEWS_ARTICLES): ShownArticle[] =>
  articles.map((article) => ({
    id: article.id,
    title: article.title[locale],
    date: article.date,
    category: `Category: ${NEWS_CATEGORIES[article.category][locale]}`,
    summary: article.summary[locale],
  }));

/** An article the company published after the specification: whole. */
const published: ShownArticle = {
  id: 'foshan-campus-attendance',
  title: 'Face attendance goes live in every classroom of a Foshan school',
  date: '2023-03-15',
  category: 'Category: Projects',
  summary: 'Every classroom now takes attendance by face.',
};

describe('a content test’s failure', () => {
  test('names the fact, then what is wrong', () => {
    expect(failure(FACTS.news, ['one', 'two'])).toBe('§1 news (four articles): one; two');
    expect(failure(FACTS.news, [])).toBeUndefined();
  });

  test('quotes what the page shows, a long list and a long text cut', () => {
    expect(quoted([])).toBe('nothing');
    expect(quoted(['a', 'b'])).toBe('"a", "b"');
    const many = quoted(Array.from({ length: 20 }, (_, index) => String(index)));
    expect(many).toMatch(/"11", and 8 more$/);
    expect(quoted(['x'.repeat(200)])).toBe(`"${'x'.repeat(120)}…"`);
  });
});

describe('news: §1’s four as the oracle says, any other article whole', () => {
  const where = 'the news list of /journalism in en-US';
  const check = (shown: readonly ShownArticle[]) => newsListProblems(shown, 'en-US', where, { newestFirst: true });

  test('the four pass, in every language, and so do they with an article published since', () => {
    for (const locale of LOCALES)
      expect(newsListProblems(listed(locale), locale, where, { newestFirst: true })).toEqual([]);
    expect(check([published, ...listed('en-US')])).toEqual([]);
  });

  test('one of the four missing fails naming it, with what the list shows', () => {
    const [removed] = NEWS_ARTICLES.slice(-1) as [NewsArticle];
    const message = failure(FACTS.news, check(listed('en-US', NEWS_ARTICLES.slice(0, -1))));
    expect(message).toMatch(
      new RegExp(
        `^§1 news \\(four articles\\): the article "${removed.title['en-US']}" \\(${removed.date}\\) is not in ${where}; the page lists: "`,
      ),
    );
  });

  test('one of the four shown otherwise, an article shown twice or out of order, or not whole, fails', () => {
    const [first, second, ...rest] = listed('en-US');
    if (!first || !second) throw new Error('the oracle has four articles');
    expect(check([{ ...first, date: '2022-09-17' }, second, ...rest]).join('\n')).toMatch(
      /is dated 2022-09-17, the specification's 2022-09-16/,
    );
    expect(check([{ ...first, category: 'Category: Honours' }, second, ...rest]).join('\n')).toMatch(/filed under/);
    expect(check([second, first, ...rest]).join('\n')).toMatch(/is not newest first/);
    expect(check([first, first, second, ...rest]).join('\n')).toMatch(/listed more than once/);
    expect(check([{ ...published, summary: '' }, first, second, ...rest]).join('\n')).toMatch(/has no summary$/m);
    expect(check([{ ...published, id: '', date: '15 March' }, first, second, ...rest]).join('\n')).toMatch(
      /has no link to its page \(#\/newsdetail\?id=…\), no date \(YYYY-MM-DD; it shows "15 March"\)/,
    );
  });

  test('two lists, two languages: the same articles', () => {
    expect(sameArticlesProblems(listed('en-US'), listed('zh-CN'), ['en-US', 'zh-CN'])).toEqual([]);
    expect(sameArticlesProblems([published, ...listed('en-US')], listed('zh-CN'), ['en-US', 'zh-CN'])).toEqual([
      `the article "${published.title}" (${published.date}) is in en-US, not in zh-CN`,
    ]);
  });

  test('the latest news: the newest, none newer left out', () => {
    const all = [published, ...listed('en-US')];
    expect(latestProblems(all.slice(0, 3), all, 'home')).toEqual([]);
    expect(latestProblems(all.slice(1, 4), all, 'home').join('\n')).toMatch(/leaves out "Face attendance/);
    expect(latestProblems([], all, 'home').join('\n')).toMatch(/lists no article/);
  });

  test('an article’s page: the oracle’s values for one of the four, the lists’ for another', () => {
    const [article] = NEWS_ARTICLES as [NewsArticle];
    const page = {
      heading: article.title['en-US'],
      kind: 'News Article',
      date: article.date,
      category: `Category: ${NEWS_CATEGORIES[article.category]['en-US']}`,
      lead: article.summary['en-US'],
      body: ['Foshan, …'],
      documentTitle: `${article.title['en-US']} | Tianmu Intelligence`,
    };
    const options = { locale: 'en-US', kind: 'News Article', where: 'its page' } as const;
    expect(articlePageProblems(page, { id: article.id, title: '', date: '' }, options)).toEqual([]);
    expect(articlePageProblems({ ...page, body: [] }, { id: article.id, title: '', date: '' }, options)).toEqual([
      'its page shows no body',
    ]);
    const own = {
      ...page,
      heading: published.title,
      date: published.date,
      category: published.category ?? '',
      lead: published.summary ?? '',
      documentTitle: `${published.title} | Tianmu Intelligence`,
    };
    expect(articlePageProblems(own, published, options)).toEqual([]);
    expect(articlePageProblems({ ...own, heading: 'Another' }, published, options).join('\n')).toMatch(
      /is titled "Another", the news lists' "Face attendance/,
    );
  });
});

describe('the hotline: the number decision 013 keeps in spec/app.yaml, shown and dialled', () => {
  const link = (name: string, href: string | null) => ({ name, href });

  test('the decided number, its tel: link dialling its digits, passes', () => {
    expect(hotlineProblems([link(HOTLINE.value, `tel:${dialled(HOTLINE.value)}`)], 'the footer')).toEqual([]);
    expect(telephoneProblems(HOTLINE.value, 'a page')).toEqual([]);
  });

  test('another number, a tel: link dialling another number, or none, fails naming where the number lives', () => {
    expect(hotlineProblems([link('400-123-4567', 'tel:4001234567')], 'the footer').join('\n')).toContain(
      `the footer shows no link "${HOTLINE.value}" (${HOTLINE.at}, ${HOTLINE.decision})`,
    );
    expect(hotlineProblems([link(HOTLINE.value, 'tel:4009999999')], 'the footer')).toEqual([
      `"${HOTLINE.value}" in the footer dials tel:4009999999, not the number it shows`,
    ]);
    expect(hotlineProblems([link(HOTLINE.value, '#/contactus')], 'the footer')).toEqual([
      `"${HOTLINE.value}" in the footer leads to #/contactus, not a tel: address`,
    ]);
    expect(telephoneProblems('400-999-9999', 'a page')).toHaveLength(1);
  });
});

describe('figures, rows and lists', () => {
  test('a key figure: missing, twice, or another value fails; the figure passes', () => {
    const figure = (value: string) => ({ term: 'algorithm models', value });
    expect(keyFigureProblems([figure('40+')], MODELS, 'en-US', '/home')).toEqual([]);
    expect(keyFigureProblems([figure('41+')], MODELS, 'en-US', '/home')).toEqual([
      'the key figure "algorithm models" of /home is "41+", the specification /^40\\+$/',
    ]);
    expect(keyFigureProblems([], MODELS, 'en-US', '/home').join('')).toMatch(/have none labelled/);
    expect(keyFigureProblems([figure('40+'), figure('40+')], MODELS, 'en-US', '/home').join('')).toMatch(/have 2/);
  });

  test('a row: missing, twice, or another value fails', () => {
    const rows = [{ header: 'Face capture cameras', cells: ['100'] }];
    expect(rowProblems(rows, 'Face capture cameras', /^100$/, 'the facts')).toEqual([]);
    expect(
      rowProblems([{ header: 'Face capture cameras', cells: ['120'] }], 'Face capture cameras', /^100$/, 'the facts'),
    ).toEqual(['the row "Face capture cameras" of the facts states "120", the specification /^100$/']);
    expect(rowProblems([], 'Face capture cameras', /^100$/, 'the facts')).toEqual([
      'the facts has no row "Face capture cameras"; its rows are nothing',
    ]);
    expect(rowProblems([...rows, ...rows], 'Face capture cameras', /^100$/, 'the facts')).toHaveLength(1);
  });

  test('a list: the same, in order', () => {
    expect(listProblems(['a', 'b'], ['a', /^b$/], 'it')).toEqual([]);
    expect(listProblems(['b', 'a'], ['a', 'b'], 'it')).toEqual(['it shows "b", "a", the specification "a", "b"']);
  });
});
