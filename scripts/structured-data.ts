// JSON-LD for the static pages' heads (schema.org; decision 029), built from plain values so that
// each builder can be tested alone (tests/generator/structured-data.test.ts). scripts/prerender.ts
// gathers the values from the manifest and the rendered pages.

/**
 * Open Graph's name of a language (`og:locale`, language_TERRITORY) from its BCP 47 tag:
 * en-US → en_US, zh-TW → zh_TW, zh-Hant-TW → zh_TW; a tag without a region gets its likely one.
 */
export function openGraphLocale(tag: string): string {
  const written = new Intl.Locale(tag);
  const { language, region } = written.region ? written : written.maximize();
  if (!region) throw new Error(`the language ${tag} has no region for og:locale`);
  return `${language}_${region}`;
}

/** One node of JSON-LD. */
export type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

/** The company, as every page describes it. */
export interface Organization {
  readonly name: string;
  /** The site's address (`https://…/`). */
  readonly url: string;
  readonly logo: string;
  readonly telephone: string;
  readonly streetAddress: string;
}

/** The organisation's node id, by which the articles and job posts name it. */
const organizationId = (organization: Organization) => `${organization.url}#organization`;

/** The company on every page: name, address, hotline and logo. */
export function organizationData(organization: Organization): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(organization),
    name: organization.name,
    url: organization.url,
    logo: organization.logo,
    telephone: organization.telephone,
    address: { '@type': 'PostalAddress', streetAddress: organization.streetAddress },
  };
}

/** The organisation where another node names it (author, publisher, employer). */
function organizationReference(organization: Organization, withLogo: boolean): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(organization),
    name: organization.name,
    url: organization.url,
    ...(withLogo ? { logo: organization.logo } : {}),
  };
}

/** One step of a trail: a page's name and its address. */
export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** Where a page sits in the site: home first, the page last. */
export function breadcrumbData(trail: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A news article as its static page shows it. */
export interface ArticleFacts {
  readonly headline: string;
  readonly description: string;
  /** YYYY-MM-DD. */
  readonly datePublished: string;
  /** The article's static page. */
  readonly url: string;
  readonly locale: string;
  /** The share image's address. */
  readonly image: string;
}

/**
 * `NewsArticle`. The manifest gives an article one date, its publication: there is no
 * `dateModified` to give.
 */
export function newsArticleData(article: ArticleFacts, organization: Organization): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    inLanguage: article.locale,
    image: [article.image],
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    author: organizationReference(organization, false),
    publisher: organizationReference(organization, true),
  };
}

/** A job post as the job list shows it, in the page's language. */
export interface JobFacts {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** YYYY-MM-DD. */
  readonly datePosted: string;
  /** The city. */
  readonly location: string;
}

/**
 * `JobPosting`: full-time (social recruitment hires for permanent posts; the posts carry no type),
 * in a city of China (the posts name cities only).
 */
export function jobPostingData(job: JobFacts, organization: Organization): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job.id },
    datePosted: job.datePosted,
    employmentType: 'FULL_TIME',
    hiringOrganization: organizationReference(organization, true),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'CN' },
    },
  };
}

/**
 * The element that carries one node. JSON cannot close the element early: every `<` is written
 * `\u003c`, so neither `</script>` nor `<!--` can occur in it.
 */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}
