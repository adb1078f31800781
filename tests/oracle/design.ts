// The design system's observable promises (issue 31, decision 043), written by hand: the tests
// compare what the browser computes with these, never with the stylesheets.

/** The typeface the site ships (from the npm package @fontsource-variable/inter), as CSS names it. */
export const TYPEFACE = 'Inter Variable';

/**
 * The one file of it an English page fetches: the core of its Latin subset (the letters, figures
 * and punctuation the pages use), all weights in one variable font.
 */
export const TYPEFACE_FILE = /\/assets\/inter-latin-core-[\w-]+\.woff2$/;

/** The rest of its Latin subset, fetched by a page that draws a letter the core lacks. */
export const TYPEFACE_REST_FILE = /\/assets\/inter-latin-rest-[\w-]+\.woff2$/;

/** A name a visitor may type, with letters beyond English's (decision 043's rest of Latin). */
export const ACCENTED_NAME = { text: 'Renée Müller', letter: 'é' } as const;

/** The widest the grid's column gets (decision 043): header, page and footer content share it. */
export const CONTENT_MAX_PX = 1200;

/** The least room on either side of the column (decision 043's gutter on a window 800 px or wider). */
export const GUTTER_PX = 32;

/** A desktop window wide enough for the column and its gutters on either side. */
export const GRID_WINDOW = { width: 1280, height: 900 } as const;

/** A checkbox of the forms: a 20 px square, whatever its label's length. */
export const CHECKBOX_PX = 20;

/** Form controls' corners (decision 043's radius for controls, `--radius-m`). */
export const CONTROL_RADIUS = '8px';

/** The colours a visitor sees, as the browser computes them. */
export const BRAND_BLUE = 'rgb(11, 79, 138)';
export const DANGER_RED = 'rgb(163, 18, 12)';

/** The pages the checks open. */
export const DESIGN_PAGES = {
  /** The algorithm page: a primary button ("Try it in your browser") and the trial's request form. */
  algorithm: '/algorithm',
  /** The partner programme: the partner form with its scope checkboxes. */
  partner: '/cooperativepartner',
  /** Social recruitment: a link inside a paragraph of the page's text (the open application). */
  prose: '/socialrecruitment',
} as const;
