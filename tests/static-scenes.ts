// The scene of each illustrated page as its static page holds it (decision 046, decision 029): the
// prerender draws the same components the app draws, so two pages whose static pages show the same
// scene or the same drawing show them in the app too. Read over HTTP, every page in a second: the
// drawings' test checks that no two pages share a scene here, for every page, and renders in the
// browser the pages it checks one by one (tests/changed-pages.ts).
import { staticPathOf } from './oracle/routes';

export interface StaticScene {
  /** Its `data-scene`. */
  readonly name: string;
  /** The drawing's markup, from the scene's art to the end of what its chunk drew. */
  readonly drawing: string;
}

const NAME = /data-scene="([^"]*)"/;
/** The art, up to the end of the suspense boundary React wrote around it. */
const ART = /class="scene-art"([\s\S]*?)<!--\/\$-->/;

/** The scene of `path`'s static page in `locale` at `origin`; throws, naming the page, when it has none. */
export async function staticScene(origin: string, path: string, locale: string): Promise<StaticScene> {
  const address = new URL(staticPathOf(locale, path), origin).href;
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
  const html = await response.text();
  const name = NAME.exec(html)?.[1];
  const drawing = ART.exec(html)?.[1];
  if (!name || !drawing) throw new Error(`${address}: no scene (data-scene and its drawn art) in the static page`);
  return { name, drawing };
}

/** The pages among `paths` (with `locale`'s static pages at `origin`) that share a scene or a drawing with another. */
export async function sharedScenes(origin: string, paths: readonly string[], locale: string): Promise<string[]> {
  const names = new Map<string, string>();
  const drawings = new Map<string, string>();
  const problems: string[] = [];
  for (const path of paths) {
    const scene = await staticScene(origin, path, locale);
    const sameName = names.get(scene.name);
    const sameDrawing = drawings.get(scene.drawing);
    if (sameName) problems.push(`${path} and ${sameName} show the scene "${scene.name}"`);
    if (sameDrawing) problems.push(`${path} draws what ${sameDrawing} draws`);
    names.set(scene.name, path);
    drawings.set(scene.drawing, path);
  }
  return problems;
}
