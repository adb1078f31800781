// The static pages' JSON-LD builders and share image (scripts/structured-data.ts,
// scripts/share-image.ts; decision 029), called directly with values written here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, test } from 'vitest';
import { SHARE_IMAGE, shareImageSvg } from '../../scripts/share-image.ts';
import {
  breadcrumbData,
  jobPostingData,
  jsonLdScript,
  newsArticleData,
  type Organization,
  openGraphLocale,
  organizationData,
} from '../../scripts/structured-data.ts';
import { proves } from '../conformance/proves';
import { ROOT } from './project-fs.ts';

const COMPANY: Organization = {
  name: 'Example Co.',
  url: 'https://www.example.test/',
  logo: 'https://www.example.test/logo.svg',
  telephone: '400-000-0000',
  streetAddress: '1 Example Road',
};

describe('JSON-LD of the static pages', () => {
  test('the organisation carries an id by which the other nodes name it', proves('DECISION-STATIC-HEAD'), () => {
    expect(organizationData(COMPANY)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.example.test/#organization',
      name: 'Example Co.',
      url: 'https://www.example.test/',
      logo: 'https://www.example.test/logo.svg',
      telephone: '400-000-0000',
      address: { '@type': 'PostalAddress', streetAddress: '1 Example Road' },
    });
  });

  test('a trail is numbered from 1, home first', proves('DECISION-STATIC-HEAD'), () => {
    const data = breadcrumbData([
      { name: 'Home', url: 'https://www.example.test/en-US/home/' },
      { name: 'News', url: 'https://www.example.test/en-US/journalism/' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/en-US/home/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://www.example.test/en-US/journalism/' },
    ]);
  });

  test(
    'a news article: headline, date, language, image, its page, the company as author and publisher',
    proves('DECISION-STATIC-ARTICLES'),
    () => {
      const url = 'https://www.example.test/zh-CN/newsdetail/launch/';
      const data = newsArticleData(
        {
          headline: '新品发布',
          description: '摘要',
          datePublished: '2022-09-16',
          url,
          locale: 'zh-CN',
          image: 'https://www.example.test/assets/share-x.png',
        },
        COMPANY,
      );
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: '新品发布',
        description: '摘要',
        datePublished: '2022-09-16',
        inLanguage: 'zh-CN',
        image: ['https://www.example.test/assets/share-x.png'],
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        author: { '@type': 'Organization', '@id': 'https://www.example.test/#organization', name: 'Example Co.' },
        publisher: { '@type': 'Organization', name: 'Example Co.', logo: 'https://www.example.test/logo.svg' },
      });
      // The manifest gives one date: nothing is claimed of a modification.
      expect(data).not.toHaveProperty('dateModified');
    },
  );

  test('a job post: full-time, in a city of China, posted by the company', proves('DECISION-STATIC-JOBS'), () => {
    const data = jobPostingData(
      {
        id: 'accountant',
        title: 'Accountant',
        description: 'Accountant, Finance, Foshan.',
        datePosted: '2022-10-18',
        location: 'Foshan',
      },
      COMPANY,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Accountant',
      description: 'Accountant, Finance, Foshan.',
      identifier: { '@type': 'PropertyValue', name: 'Example Co.', value: 'accountant' },
      datePosted: '2022-10-18',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        '@id': 'https://www.example.test/#organization',
        name: 'Example Co.',
        url: 'https://www.example.test/',
        logo: 'https://www.example.test/logo.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Foshan', addressCountry: 'CN' },
      },
    });
  });

  test(
    'the script element cannot be closed or commented out by the text it carries',
    proves('DECISION-STATIC-HEAD'),
    () => {
      const hostile = { name: '</script><script>alert(1)</script><!--' };
      const element = jsonLdScript(hostile);
      const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(element)?.[1] ?? '';
      expect(body).not.toContain('<');
      expect(JSON.parse(body)).toEqual(hostile);
    },
  );
});

describe('the share image', () => {
  const logo = readFileSync(join(ROOT, 'site/public/favicon.svg'), 'utf8');
  const illustration = readFileSync(join(ROOT, 'site/public/illustrations/home-hero.svg'), 'utf8');

  test(
    'is the site’s logo and illustration, drawn at 1200×630, without text',
    proves('DECISION-STATIC-SHARE-IMAGE'),
    () => {
      const svg = shareImageSvg(logo, illustration);
      expect(svg).toContain('<circle cx="16" cy="16" r="3" fill="#5ad1ff"');
      expect(svg).toContain('viewBox="0 0 320 200"');
      expect(svg).not.toMatch(/<text\b/);
      const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
      expect([png.width, png.height]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    },
  );

  test('refuses art with text, which would need a font', proves('DECISION-STATIC-SHARE-IMAGE'), () => {
    const withText = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>A</text></svg>';
    expect(() => shareImageSvg(withText, illustration)).toThrow(/no text/);
  });
});

describe("Open Graph locales (og:locale) from the languages' tags", () => {
  test('language_TERRITORY for any tag of the manifest, a third language included', () => {
    expect(['en-US', 'zh-CN', 'zh-TW', 'zh-Hant-TW', 'fr-FR', 'es-419'].map(openGraphLocale)).toEqual([
      'en_US',
      'zh_CN',
      'zh_TW',
      'zh_TW',
      'fr_FR',
      'es_419',
    ]);
    // A tag without a region gets its likely one; never "undefined".
    expect(openGraphLocale('fr')).toBe('fr_FR');
  });
});
