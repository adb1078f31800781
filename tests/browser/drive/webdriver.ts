// `Site` over W3C WebDriver (decision 052): WebKit, through WebKitWebDriver and WebKitGTK's
// MiniBrowser (decision 030). Each test file has one session (tests/webkit/driver.ts
// `sessionPerFile`), whose check points record what a test reads. A role is found as a screen
// reader finds it: among the elements that can have it, those the browser computes it for
// (WebDriver's Get Computed Role) with the accessible name it computes (Get Computed Label).
import { expect as vitestExpect, test as vitestTest } from 'vitest';
import { type Engine, lackedBy } from '../../engines.ts';
import type { Locale, SpecPath } from '../../oracle/routes';
import {
  By,
  currentHash,
  DESKTOP,
  expectHeading,
  Key,
  openPage,
  pageErrors,
  retryStale,
  sessionPerFile,
  setInnerWidth,
  siteUrl,
  typeKeys,
  type WebDriver,
  type WebElement,
} from '../../webkit/driver';
import {
  type Body,
  type Box,
  type Expect,
  type Found,
  type KeyName,
  needsOf,
  type OpenOptions,
  pollUntil,
  type Register,
  type Role,
  type Site,
  type Visit,
  type VisitOptions,
} from './site';

/** The elements that can have each role, natively or by a role attribute. */
const CANDIDATES: Readonly<Record<Role, string>> = {
  button: 'button, input[type="button"], input[type="submit"], input[type="reset"], summary, [role="button"]',
  dialog: 'dialog, [role="dialog"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  img: 'img, svg, [role="img"]',
  link: 'a[href], area[href], [role="link"]',
  list: 'ul, ol, menu, [role="list"]',
  listitem: 'li, [role="listitem"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea, [role="textbox"]',
};

/** The computed roles WebKit answers for each role (an `<img>`'s is `image`). */
const COMPUTED: Readonly<Record<Role, readonly string[]>> = {
  button: ['button'],
  dialog: ['dialog'],
  heading: ['heading'],
  img: ['img', 'image'],
  link: ['link'],
  list: ['list'],
  listitem: ['listitem'],
  navigation: ['navigation'],
  region: ['region'],
  searchbox: ['searchbox'],
  textbox: ['textbox'],
};

const KEYS: Readonly<Record<KeyName, string>> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Home: Key.HOME,
  End: Key.END,
  ' ': Key.SPACE,
};

type Step =
  | { readonly kind: 'css'; readonly selector: string }
  | { readonly kind: 'role'; readonly role: Role; readonly name?: string | RegExp; readonly exact: boolean }
  | { readonly kind: 'nth'; readonly index: number };

/** The elements matching `selector` inside any of `roots`, each once, in document order. */
async function within(roots: readonly WebElement[], selector: By): Promise<WebElement[]> {
  const [first] = roots;
  if (!first) return [];
  const all = (await Promise.all(roots.map((root) => root.findElements(selector)))).flat();
  const ids = await Promise.all(all.map((element) => element.getId()));
  const unique = all.filter((_, index) => ids.indexOf(ids[index] ?? '') === index);
  if (roots.length === 1) return unique;
  // Nested roots find the same element twice, and the order of roots is not the document's.
  return (await first
    .getDriver()
    .executeScript(
      'return Array.from(arguments).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));',
      ...unique,
    )) as WebElement[];
}

/** Whether `name` is what a role query asks for: Playwright's rule (a case-insensitive part, or exact, or the pattern). */
function nameMatches(name: string, wanted: string | RegExp | undefined, exact: boolean): boolean {
  if (wanted === undefined) return true;
  const normal = name.replace(/\s+/g, ' ').trim();
  if (wanted instanceof RegExp) return wanted.test(normal);
  return exact ? normal === wanted : normal.toLowerCase().includes(wanted.toLowerCase());
}

class WebDriverFound implements Found {
  constructor(
    private readonly driver: WebDriver,
    private readonly steps: readonly Step[],
  ) {}

  private andThen(step: Step): WebDriverFound {
    return new WebDriverFound(this.driver, [...this.steps, step]);
  }

  role(role: Role, name?: string | RegExp, { exact = false }: { exact?: boolean } = {}): Found {
    return this.andThen({ kind: 'role', role, ...(name === undefined ? {} : { name }), exact });
  }

  css(selector: string): Found {
    return this.andThen({ kind: 'css', selector });
  }

  nth(index: number): Found {
    return this.andThen({ kind: 'nth', index });
  }

  /**
   * The elements the steps find now: each step searches inside every element of the one before,
   * in document order, each element once (as Playwright's locators chain).
   */
  private async elements(): Promise<WebElement[]> {
    let found: WebElement[] | undefined;
    for (const step of this.steps) {
      if (step.kind === 'nth') {
        found = (found ?? []).slice(step.index, step.index + 1);
        continue;
      }
      const selector = By.css(step.kind === 'css' ? step.selector : CANDIDATES[step.role]);
      const candidates = found === undefined ? await this.driver.findElements(selector) : await within(found, selector);
      if (step.kind === 'css') {
        found = candidates;
        continue;
      }
      found = [];
      for (const element of candidates) {
        // As Playwright's role queries: what is hidden from the page is not found.
        if (!(await element.isDisplayed())) continue;
        if (!COMPUTED[step.role].includes(await element.getAriaRole())) continue;
        if (nameMatches(await element.getAccessibleName(), step.name, step.exact)) found.push(element);
      }
    }
    return found ?? [];
  }

  /**
   * Runs `script` on the elements found now, again when React replaced one meanwhile. The elements
   * are passed as arguments of their own: WebKitWebDriver turns an element reference inside an
   * array into a plain object, not into the element.
   */
  private each<T>(script: (elements: Element[], ...args: never[]) => T, ...args: unknown[]): Promise<T> {
    const call = `const [args, ...elements] = arguments; return (${script.toString()})(elements, ...args);`;
    return retryStale(async () => (await this.driver.executeScript(call, args, ...(await this.elements()))) as T);
  }

  async count(): Promise<number> {
    return retryStale(async () => (await this.elements()).length);
  }

  texts(): Promise<string[]> {
    return this.each((elements) => elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''));
  }

  attributes(name: string): Promise<(string | null)[]> {
    return this.each((elements, attribute: string) => elements.map((element) => element.getAttribute(attribute)), name);
  }

  styles(property: string, pseudo?: string): Promise<string[]> {
    return this.each(
      (elements, name: string, from: string | null) =>
        elements.map((element) => getComputedStyle(element, from).getPropertyValue(name)),
      property,
      pseudo ?? null,
    );
  }

  box(): Promise<Box | null> {
    return this.each((elements) => {
      const first = elements[0];
      if (!first) return null;
      const { x, y, width, height } = first.getBoundingClientRect();
      return { x, y, width, height };
    });
  }

  visible(): Promise<boolean> {
    return retryStale(async () => {
      const [first] = await this.elements();
      return first ? first.isDisplayed() : false;
    });
  }

  focused(): Promise<boolean> {
    return this.each((elements) => elements[0] !== undefined && elements[0] === document.activeElement);
  }

  /** The first element, waited for as Playwright's actions wait for theirs. */
  private first(what: string): Promise<WebElement> {
    return pollUntil(
      async () => (await this.elements())[0],
      (element) => element !== undefined,
      `${what}: ${this.describe()}`,
    ) as Promise<WebElement>;
  }

  async click(): Promise<void> {
    await retryStale(async () => {
      const element = await this.first('click');
      await this.driver.executeScript((target: Element) => target.scrollIntoView({ block: 'center' }), element);
      await element.click();
    });
  }

  async focus(): Promise<void> {
    await retryStale(async () => {
      const element = await this.first('focus');
      await this.driver.executeScript((target: HTMLElement) => target.focus(), element);
    });
  }

  async type(text: string): Promise<void> {
    await retryStale(async () => (await this.first('type')).sendKeys(text));
  }

  private describe(): string {
    return this.steps
      .map((step) =>
        step.kind === 'css'
          ? step.selector
          : step.kind === 'nth'
            ? `nth(${step.index})`
            : `role ${step.role}${step.name === undefined ? '' : ` named ${String(step.name)}`}`,
      )
      .join(' › ');
  }
}

class WebDriverSite implements Site {
  readonly engine: Engine = 'webkit';
  readonly origin = new URL(siteUrl()).origin;

  constructor(private readonly driver: WebDriver) {}

  async open(path: SpecPath, locale: Locale, { width, height }: OpenOptions = {}): Promise<void> {
    // The session is the file's: a width a test set is undone for the next one.
    if (width !== undefined) await setInnerWidth(this.driver, width, { height: height ?? DESKTOP.height });
    else await this.driver.manage().window().setRect(DESKTOP);
    await openPage(this.driver, path, locale);
  }

  errors(): Promise<string[]> {
    return pageErrors(this.driver);
  }

  heading(text: string): Promise<void> {
    return expectHeading(this.driver, text);
  }

  hash(): Promise<string> {
    return currentHash(this.driver);
  }

  press(key: KeyName): Promise<void> {
    return typeKeys(this.driver, KEYS[key]);
  }

  role(role: Role, name?: string | RegExp, { exact = false }: { exact?: boolean } = {}): Found {
    return new WebDriverFound(this.driver, [{ kind: 'role', role, ...(name === undefined ? {} : { name }), exact }]);
  }

  css(selector: string): Found {
    return new WebDriverFound(this.driver, [{ kind: 'css', selector }]);
  }

  async evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
    return (await this.driver.executeScript(fn, arg)) as R;
  }

  until<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), what: string): Promise<T> {
    return pollUntil(read, expected, what);
  }
}

/** The file's WebDriver session, opened with its first test (tests/webkit/driver.ts). */
let session: (() => WebDriver) | undefined;

/**
 * vitest's test function as `Register`: a test that needs a capability WebKitWebDriver lacks is
 * not registered (its clauses are "not run in this engine", tests/webkit/not-run.ts); the others
 * carry their clauses and reads as the WebKit suite's tests do (tests/conformance/proves.ts).
 * vitest places a test by the test file's frame of the stack, so this wrapper keeps the place.
 */
export const test: Register = (title, details, visit) => {
  if (lackedBy('webkit', needsOf(details)) !== undefined) return;
  session ??= sessionPerFile();
  const clauses = details.annotation.flatMap((annotation) =>
    annotation.type === 'clause' ? [annotation.description] : [],
  );
  const reads = details.annotation.flatMap((annotation) =>
    annotation.type === 'reads' ? [annotation.description] : [],
  );
  const run = visit as unknown as (() => Promise<void>) & VisitOptions;
  vitestTest(
    title,
    {
      meta: reads.length > 0 ? { clauses, reads } : { clauses },
      tags: clauses,
      ...(run.timeout === undefined ? {} : { timeout: run.timeout }),
    },
    run,
  );
};

/** The body as vitest's test function, over the file's session. */
export function visit(body: Body, { timeout }: VisitOptions = {}): Visit {
  const run = async () => {
    if (!session) throw new Error('no WebDriver session: register the test with test() from drive/scenario.ts');
    await body(new WebDriverSite(session()));
  };
  return Object.assign(run, { timeout }) as unknown as Visit;
}

export const expect: Expect = vitestExpect;
