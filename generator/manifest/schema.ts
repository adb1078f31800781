import { z } from 'zod';
// The departments are part of the API's contract (§3), so the site's request types hold the one
// list; generator/bin.mjs hashes that file with the generator's own sources.
import { DEPARTMENTS } from '../../site/src/http/types.ts';

/** The interface languages, in detection-fallback order: the first is the default. */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** A visible string in every locale. A missing locale is reported by name (see `issues.ts`). */
export const LocalizedText = z
  .strictObject({ 'en-US': nonEmpty, 'zh-CN': nonEmpty })
  .describe('A visible string, written in every interface language');
export type LocalizedText = z.infer<typeof LocalizedText>;

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

export const AppFile = z
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
      default: z.enum(LOCALES),
      available: z.array(z.enum(LOCALES)).min(1),
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
export type AppFile = z.infer<typeof AppFile>;

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

export const NavLink = z.strictObject({
  id: Identifier,
  label: LocalizedText,
  to: RoutePathText,
});
export type NavLink = z.infer<typeof NavLink>;

export const NavMenu = z.strictObject({
  id: Identifier,
  label: LocalizedText,
  to: RoutePathText,
  children: z.array(NavLink).optional(),
});
export type NavMenu = z.infer<typeof NavMenu>;

export const NavigationFile = z
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
export type NavigationFile = z.infer<typeof NavigationFile>;

// ----------------------------------------------------------- messages.yaml

const MessageGroups = z.record(Identifier, z.record(Identifier, LocalizedText));

export const MessagesFile = z
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
export type MessagesFile = z.infer<typeof MessagesFile>;

// -------------------------------------------------------------- pages.yaml

/**
 * A value of a page's content: a visible string in every language (`{ en-US, zh-CN }`), a
 * language-neutral value (a figure, a model number, a unit), or a list or mapping of values. The
 * generator checks every `{ en-US, zh-CN }` pair and infers the page's content type from the data.
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

export const Page = z.strictObject({
  title: LocalizedText.describe('Main heading and document title'),
  description: LocalizedText.describe('Meta description and summary'),
  searchable: z
    .boolean()
    .default(true)
    .describe('Whether the keyword search lists this page (false for a page that needs more than its path)'),
  content: z
    .record(Identifier, ContentValue)
    .optional()
    .describe('The page body: field → { en-US, zh-CN } text, a language-neutral figure, or lists and mappings of them'),
});
export type Page = z.infer<typeof Page>;

export const JobPost = z.strictObject({
  id: Identifier,
  department: z.enum(DEPARTMENTS).describe('§3 the departments'),
  title: LocalizedText,
  location: LocalizedText,
  releasedAt: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date written YYYY-MM-DD')
    .describe('Release time (§3), a date'),
});

export const PagesFile = z
  .strictObject({
    pages: z.record(Identifier, Page),
    jobPosts: z
      .array(JobPost)
      .default([])
      .describe('The job posts the job list shows (served by the mock `query` endpoint)'),
  })
  .describe('Every page: its title, description and bilingual content; the job posts');
export type PagesFile = z.infer<typeof PagesFile>;

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

/** Each manifest file, by name under `spec/`, and the schema of its content. */
export const MANIFEST_FILES = {
  'app.yaml': AppFile,
  'routes.yaml': RoutesFile,
  'navigation.yaml': NavigationFile,
  'messages.yaml': MessagesFile,
  'pages.yaml': PagesFile,
  'clauses.yaml': ClausesFile,
  'expectations.yaml': ExpectationsFile,
} as const;
export type ManifestFileName = keyof typeof MANIFEST_FILES;
export const MANIFEST_FILE_NAMES = Object.keys(MANIFEST_FILES) as ManifestFileName[];

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
