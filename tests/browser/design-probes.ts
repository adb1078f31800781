// What the design-system tests (design-system.e2e.ts, decision 043) read in the page. Each probe
// runs inside the page, so it uses nothing from its module: `Site.evaluate(probe, arg)` sends its
// source alone, over Playwright and over WebDriver (decision 052).

/** The computed `text-decoration-line` of the first element shown that each selector finds (null: none). */
export function underlinesOf(selectors: readonly string[]): (string | null)[] {
  return selectors.map((selector) => {
    // the first one shown: a page kept alive (§2, /home) stays in the document, hidden
    const element = [...document.querySelectorAll(selector)].find((found) => found.getClientRects().length > 0);
    return element ? getComputedStyle(element).textDecorationLine : null;
  });
}

/** The left edge (px from the window's) of the first element shown that each selector finds, and the window's width. */
export function leftEdgesOf(selectors: readonly string[]): { edges: (number | null)[]; width: number } {
  return {
    edges: selectors.map((selector) => {
      const element = [...document.querySelectorAll(selector)].find((found) => found.getClientRects().length > 0);
      return element ? Math.round(element.getBoundingClientRect().left) : null;
    }),
    width: document.documentElement.clientWidth,
  };
}

/** What the page did with its web fonts: the faces of `family`, their state, and the font files it fetched. */
export function fontUse(family: string): {
  faces: string[];
  headingFamily: string;
  files: string[];
  tabular: string | null;
} {
  const faces: string[] = [];
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === family) faces.push(face.status);
  });
  const heading = document.querySelector('main h1');
  const cell = document.querySelector('main td');
  return {
    faces,
    headingFamily: heading ? getComputedStyle(heading).fontFamily : '',
    files: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\.(?:woff2?|ttf|otf)$/.test(path)),
    tabular: cell ? getComputedStyle(cell).fontVariantNumeric : null,
  };
}

/** The state of each face of `family` that holds `letter` (by its unicode-range). */
export function facesHolding({ family, letter }: { family: string; letter: string }): string[] {
  const point = letter.codePointAt(0) ?? 0;
  const holds = (range: string) =>
    range.split(',').some((part) => {
      const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
      return point >= Number.parseInt(first, 16) && point <= Number.parseInt(last ?? first, 16);
    });
  const states: string[] = [];
  document.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === family && holds(face.unicodeRange)) states.push(face.status);
  });
  return states;
}

/**
 * Narrows the partner form's scope box until the first choice's words wrap, then measures the
 * first checkbox and its label (px).
 */
export function wrappedCheckbox(): { width: number; height: number; labelHeight: number; lineHeight: number } | null {
  const box = document.querySelector<HTMLElement>('main fieldset');
  const input = box?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const label = input?.closest('label');
  if (!box || !input || !label) return null;
  box.style.width = '180px';
  const rect = input.getBoundingClientRect();
  return {
    width: rect.width,
    height: rect.height,
    labelHeight: label.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(label).lineHeight) || 24,
  };
}

/** The look of a form's controls under `scope`: a select's, a text field's and a checkbox's, if any. */
export function controlLook(scope: string): {
  selectAppearance: string | null;
  selectRadius: string | null;
  fieldRadius: string | null;
  fieldBorder: string | null;
  invalidBorder: string | null;
  checkboxAccent: string | null;
} {
  const root = document.querySelector(scope);
  const looks = [
    'select',
    'input:not([type="checkbox"])',
    '[aria-invalid="true"]:not(fieldset)',
    'input[type="checkbox"]',
  ].map((selector) => {
    const element = root?.querySelector(selector);
    return element ? getComputedStyle(element) : null;
  });
  const [select, field, invalid, checkbox] = looks;
  return {
    selectAppearance: select ? select.appearance || select.getPropertyValue('-webkit-appearance') : null,
    selectRadius: select?.borderTopLeftRadius ?? null,
    fieldRadius: field?.borderTopLeftRadius ?? null,
    fieldBorder: field?.borderTopColor ?? null,
    invalidBorder: invalid?.borderTopColor ?? null,
    checkboxAccent: checkbox?.accentColor ?? null,
  };
}

/** The background colour of the first element each selector finds (null: none found). */
export function backgroundsOf(selectors: readonly string[]): (string | null)[] {
  return selectors.map((selector) => {
    const element = document.querySelector(selector);
    return element ? getComputedStyle(element).backgroundColor : null;
  });
}
