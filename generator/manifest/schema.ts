import { z } from 'zod';
// The departments are part of the API's contract (§3), so the site's request types hold the one
// list; generator/bin.mjs hashes that file with the generator's own sources.
import { DEPARTMENTS } from '../../site/src/http/types.ts';

// The interface languages are data: app.yaml's `locales.available` is their one list. The loader
// reads that list first (load/languages.ts), then validates every file with the schemas built for
// it (`manifestSchemas`): a visible string is a mapping with exactly those languages as keys.

/** An interface language: a BCP 47 tag of app.yaml's `locales.available`, such as en-US or zh-TW. */
export type Locale = string;

/**
 * The form of a language tag the manifest accepts: a language, an optional script and a region
 * or area (BCP 47, in its canonical case): en-US, zh-CN, zh-Hant-TW, es-419. The tag names the
 * static pages' folders (/zh-TW/city/) and the generated modules (locales/zh-TW.gen.ts).
 */
export const LOCALE_TAG = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})$/;

const LocaleTag = z
  .string()
  .regex(
    LOCALE_TAG,
    'must be a language tag: a language, an optional script and a region, such as en-US or zh-Hant-TW',
  );

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** A visible string in every interface language, the languages being app.yaml's list. */
export type LocalizedText = Readonly<Record<Locale, string>>;
type TextSchema = z.ZodType<Record<string, string>>;

const TEXT_DESCRIPTION = 'A visible string, written in every interface language';

/**
 * A visible string: exactly the languages of the list, each a non-empty text. A missing language
 * is reported by name (load/zod-issues.ts), a key beside them as unknown. Without a list (app.yaml
 * unreadable), any language tags are accepted, and the checks of completeness wait for the list.
 */
function localizedText(locales: readonly Locale[] | undefined): TextSchema {
  if (locales === undefined) return z.record(LocaleTag, nonEmpty).describe(TEXT_DESCRIPTION);
  return z.strictObject(Object.fromEntries(locales.map((locale) => [locale, nonEmpty]))).describe(TEXT_DESCRIPTION);
}

/** A TypeScript type name exported by site/src/http/types.ts. */
const TypeName = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a type name such as JobQuery');

/** camelCase or kebab-case identifier segment used in message keys and ids. */
const Identifier = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9-]*$/, 'must start with a lower-case letter and hold only letters, digits and "-"');

/** A site path as written in the manifest. Its finer rules (leading "/", no parameter) are checked in `checks/routes.ts` so that each gets its own message. */
const RoutePathText = z.string().min(1, 'must not be empty');

// ---------------------------------------------------------------- app.yaml

const PixelRatioRange = z.strictObject({
  min: z.number().int().positive(),
  max: z.number().int().positive(),
});

function appFile(LocalizedText: TextSchema) {
  return z
    .strictObject({
      app: z.strictObject({
        name: LocalizedText.describe('The application name shown in the header and the document title'),
        dashboard: RoutePathText.describe('The landing route the shell redirects to'),
        requestTimeoutMs: z.number().int().positive().describe('Request timeout in milliseconds'),
        baseUrl: z.string().describe('Base address prepended to every API path; empty means same origin'),
        origin: z
          .url({ protocol: /^https?$/, hostname: z.regexes.domain })
          .regex(/^[^/]+\/\/[^/]+$/, 'must be an origin: scheme and host, no path or trailing "/"')
          .describe(
            'The public origin of the site (https://host): the prerendered pages, their canonical and alternate links and the sitemap name their addresses under it',
          ),
      }),
      contact: z
        .strictObject({
          hotline: nonEmpty.describe('Business hotline, as displayed'),
          address: LocalizedText.describe('Postal address'),
          icp: nonEmpty.describe('ICP filing number shown in the footer'),
          icpUrl: z.url().describe('Where the ICP filing number links to'),
        })
        .describe('Shown in the footer and on the contact page'),
      locales: z.strictObject({
        default: LocaleTag.describe('The language of a visitor none of the others suits; one of `available`'),
        available: z
          .array(LocaleTag)
          .min(1)
          .describe(
            'The interface languages, as BCP 47 tags: the one list. Every visible string of the manifest is written in each of them',
          ),
        names: LocalizedText.describe(
          "Each language's name in its own words (English, 简体中文), as the language switch offers it",
        ),
        switchTo: LocalizedText.describe(
          "The language switch's label for each language, in that language's own words (Switch to English, 切换到简体中文)",
        ),
        storageKey: nonEmpty.describe('localStorage key that holds the chosen language'),
        detection: z
          .array(z.enum(['stored', 'browser', 'default']))
          .min(1)
          .describe('Where the start-up language comes from, first match wins'),
      }),
      http: z.strictObject({
        headers: z
          .record(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a valid header name'), z.string())
          .describe('Headers added to every request'),
        endpoints: z.record(
          Identifier,
          z.strictObject({
            method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
            path: z.string().regex(/^\/\S*$/, 'must be an absolute path starting with "/"'),
            description: z.string().optional(),
            params: TypeName.optional().describe('Type of the query parameters (GET), from site/src/http/types.ts'),
            body: TypeName.optional().describe('Type of the JSON body (other methods), from site/src/http/types.ts'),
            response: TypeName.optional().describe('Type of the response body, from site/src/http/types.ts'),
          }),
        ),
        jsonpOrigins: z
          .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://example.com'))
          .default([])
          .describe('Origins the JSONP loader may load scripts from; any other is refused'),
      }),
      constants: z.strictObject({
        progressBar: z.strictObject({
          minimum: z.number().min(0).max(1),
          speedMs: z.number().int().nonnegative(),
          trickleRate: z.number().min(0).max(1),
          trickleSpeedMs: z.number().int().positive(),
        }),
        layoutScaling: z.strictObject({
          rootFontDivisor: z.number().positive(),
          maxUnscaledWidth: z.number().int().positive(),
          resizeDelayMs: z.number().int().nonnegative(),
          bodyFontBase: z.number().positive(),
          iphonePixelRatio: PixelRatioRange,
          otherPixelRatio: z.number().int().positive(),
        }),
      }),
    })
    .describe('Application settings, languages, HTTP and constants');
}

// ------------------------------------------------------------- routes.yaml

export const Route = z.strictObject({
  path: RoutePathText,
  page: Identifier.describe('Page id: a key of pages.yaml and a module site/src/pages/<page>.tsx'),
  name: z.string().min(1).describe('Route name, carried as route data'),
  keepAlive: z.boolean().default(false),
  lazy: z.boolean().default(true),
  repeat: z
    .literal(true)
    .optional()
    .describe(
      'Declares that this entry registers the path of an earlier route again, on purpose (§2 registers /cooperativepartner twice); only the first is matched',
    ),
});
export type Route = z.infer<typeof Route>;

export const RoutesFile = z
  .strictObject({
    shell: z.strictObject({
      path: z.literal('/'),
      redirect: RoutePathText,
      notFound: Identifier.describe('Page id rendered for a path no route has'),
    }),
    routes: z.array(Route).min(1),
  })
  .describe('The layout shell and its child routes');
export type RoutesFile = z.infer<typeof RoutesFile>;

// --------------------------------------------------------- navigation.yaml

function navigationFile(LocalizedText: TextSchema) {
  const NavLink = z.strictObject({
    id: Identifier,
    label: LocalizedText,
    to: RoutePathText,
  });
  const NavMenu = z.strictObject({
    id: Identifier,
    label: LocalizedText,
    to: RoutePathText,
    children: z.array(NavLink).optional(),
    section: z
      .array(RoutePathText)
      .optional()
      .describe(
        'Further pages of this section that the menu does not list (case studies, detail pages): the menu is marked as their section',
      ),
  });
  return z
    .strictObject({
      header: z.array(NavMenu).min(1),
      footer: z.array(
        z.strictObject({
          id: Identifier,
          label: LocalizedText,
          links: z.array(NavLink).min(1),
        }),
      ),
    })
    .describe('Header menus and footer link groups');
}

// ----------------------------------------------------------- messages.yaml

function messagesFile(LocalizedText: TextSchema) {
  const MessageGroups = z.record(Identifier, z.record(Identifier, LocalizedText));
  return z
    .strictObject({
      messages: MessageGroups.describe('Groups every page can use; they load with the first view'),
      bundles: z
        .record(Identifier, MessageGroups)
        .default({})
        .describe(
          'Groups only some pages use (forms, the job list): bundle → group → key → text. Each bundle is its own module, loaded with the pages that import it.',
        ),
    })
    .describe('Every label, button, placeholder and error text: group → key → text');
}

// -------------------------------------------------------------- pages.yaml

/**
 * A value of a page's content: a visible string in every language (`{ en-US: …, zh-CN: … }`, a
 * key for each language of app.yaml's list), a language-neutral value (a figure, a model number, a
 * unit), or a list or mapping of values. The generator checks that every visible string has each
 * language (checks/content.ts) and infers the page's content type from the data.
 */
export type ContentValue =
  | string
  | number
  | boolean
  | readonly ContentValue[]
  | { readonly [key: string]: ContentValue };
export const ContentValue: z.ZodType<ContentValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.array(ContentValue), z.record(Identifier, ContentValue)]),
);

function pagesFile(LocalizedText: TextSchema) {
  const Page = z.strictObject({
    title: LocalizedText.describe('Main heading and document title'),
    description: LocalizedText.describe('Meta description and summary'),
    searchable: z
      .boolean()
      .default(true)
      .describe('Whether the keyword search lists this page (false for a page that needs more than its path)'),
    content: z
      .record(Identifier, ContentValue)
      .optional()
      .describe(
        'The page body: field → text in every language ({ en-US: …, zh-CN: … }), a language-neutral figure, or lists and mappings of them',
      ),
  });
  const JobPost = z.strictObject({
    id: Identifier,
    department: z.enum(DEPARTMENTS).describe('§3 the departments'),
    title: LocalizedText,
    location: LocalizedText,
    releasedAt: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date written YYYY-MM-DD')
      .describe('Release time (§3), a date'),
  });
  return z
    .strictObject({
      pages: z.record(Identifier, Page),
      jobPosts: z
        .array(JobPost)
        .default([])
        .describe('The job posts the job list shows (served by the mock `query` endpoint)'),
    })
    .describe('Every page: its title, description and content in every language; the job posts');
}

// ------------------------------------------------------------ clauses.yaml

export const CLAUSE_SECTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'T'] as const;
export const CLAUSE_KINDS = ['behaviour', 'constant', 'content', 'decision'] as const;

export const Clause = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/, 'must be upper-case words joined by "-", e.g. ROUTE-HOME-KEEPALIVE')
    .describe('Stable id; tests name it'),
  section: z.enum(CLAUSE_SECTIONS).describe('Section of the specification (T: the tooling requirements)'),
  kind: z.enum(CLAUSE_KINDS),
  text: nonEmpty.describe('The sentence of the specification, quoted'),
  decision: z
    .string()
    .regex(/^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/, 'must be a path docs/decisions/NNN-title.md')
    .optional()
    .describe('For a decision clause: the record of what was decided'),
});
export type Clause = z.infer<typeof Clause>;

export const ClausesFile = z
  .strictObject({ clauses: z.array(Clause).min(1) })
  .describe('Every normative statement of the specification, one clause each');
export type ClausesFile = z.infer<typeof ClausesFile>;

// -------------------------------------------------------- expectations.yaml

export const ExpectationsFile = z
  .strictObject({
    expectations: z.array(
      z.strictObject({
        clause: z.string().min(1).describe('A clause id of clauses.yaml'),
        reason: nonEmpty.describe('Why the clause is not (yet) proven: a known, accepted deviation'),
      }),
    ),
  })
  .describe('Clauses known and accepted not to pass yet, each with its reason');
export type ExpectationsFile = z.infer<typeof ExpectationsFile>;

// ----------------------------------------------------------------- manifest

/** The schemas of the manifest's files for the languages `text` holds. */
function fileSchemas(text: TextSchema) {
  return {
    'app.yaml': appFile(text),
    'routes.yaml': RoutesFile,
    'navigation.yaml': navigationFile(text),
    'messages.yaml': messagesFile(text),
    'pages.yaml': pagesFile(text),
    'clauses.yaml': ClausesFile,
    'expectations.yaml': ExpectationsFile,
  } as const;
}
export type ManifestSchemas = ReturnType<typeof fileSchemas>;
export type ManifestFileName = keyof ManifestSchemas;
/** The manifest's files, in the order they are read (app.yaml first: it holds the languages). */
export const MANIFEST_FILE_NAMES: readonly ManifestFileName[] = [
  'app.yaml',
  'routes.yaml',
  'navigation.yaml',
  'messages.yaml',
  'pages.yaml',
  'clauses.yaml',
  'expectations.yaml',
];

const built = new Map<string, ManifestSchemas>();

/**
 * The schema of each manifest file for the languages of app.yaml's list, built once per list. With
 * no list (app.yaml could not give one), a visible string may hold any languages.
 */
export function manifestSchemas(locales: readonly Locale[] | undefined): ManifestSchemas {
  const key = locales === undefined ? '' : locales.join(' ');
  let schemas = built.get(key);
  if (!schemas) {
    schemas = fileSchemas(localizedText(locales));
    built.set(key, schemas);
  }
  return schemas;
}

export type AppFile = z.infer<ManifestSchemas['app.yaml']>;
export type NavigationFile = z.infer<ManifestSchemas['navigation.yaml']>;
export type NavMenu = NavigationFile['header'][number];
export type NavLink = NonNullable<NavMenu['children']>[number];
export type MessagesFile = z.infer<ManifestSchemas['messages.yaml']>;
export type PagesFile = z.infer<ManifestSchemas['pages.yaml']>;
export type Page = PagesFile['pages'][string];

export interface Manifest {
  readonly app: AppFile;
  readonly routes: RoutesFile;
  readonly navigation: NavigationFile;
  readonly messages: MessagesFile;
  readonly pages: PagesFile;
  readonly clauses: ClausesFile;
  readonly expectations: ExpectationsFile;
}

/** The schema a manifest file's editor modeline points at: `spec/schema/<name>.schema.json`. */
export function schemaFileFor(file: ManifestFileName): string {
  return `schema/${file.replace(/\.yaml$/, '')}.schema.json`;
}
