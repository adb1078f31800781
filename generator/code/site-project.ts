// The site's code as one TypeScript program (ts-morph), for the readings that need the type
// checker: which content fields each page reads (read-content.ts) and which string literals are
// routes (route-literals.ts). The compiler options are the project's own (tsconfig.json); the
// generated modules are the run's, in memory, so that the program sees the manifest as it is now
// even when the files on disk are stale or missing.
import { join, relative, sep } from 'node:path';
import { Project, type SourceFile, ts } from 'ts-morph';
import { GENERATED_DIR, TSCONFIG, type VirtualFile } from '../layout.ts';
import type { Spot } from './reading.ts';

/**
 * Packages whose types the readings need: React's, for the props of components (a `lazy`
 * component, a `memo`). Every other package (the router, zod, TensorFlow's hundreds of
 * declaration files) is left unresolved and reads as `any`: no content travels through them,
 * and not loading them halves the time the checker takes.
 */
const RESOLVED_PACKAGES = /^(react|react-dom)(\/|$)/;

export interface SiteProject {
  readonly project: Project;
  readonly root: string;
  /** The site's own modules (not the generated ones), in path order. */
  readonly files: readonly SourceFile[];
  /** A source file's path relative to the root, POSIX. */
  pathOf(file: SourceFile): string;
  /** Where a node of the compiler's tree is. */
  spotOf(node: ts.Node): Spot;
}

/** The project's tsconfig.json cannot be read: what the compiler says, and where. */
export class CompilerOptionsError extends Error {
  constructor(
    message: string,
    readonly spot: Spot,
  ) {
    super(message);
  }
}

/**
 * The program of the site's `modules` under `root` (paths relative to it), with `generated` (the
 * run's generated modules) in place of the generated files on disk. Throws CompilerOptionsError
 * when tsconfig.json is not readable JSON.
 */
export function siteProject(root: string, modules: readonly string[], generated: readonly VirtualFile[]): SiteProject {
  const configPath = join(root, TSCONFIG);
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) {
    const { file, start } = config.error;
    const at = file && start !== undefined ? file.getLineAndCharacterOfPosition(start) : { line: 0, character: 0 };
    throw new CompilerOptionsError(ts.flattenDiagnosticMessageText(config.error.messageText, ' '), {
      file: TSCONFIG,
      line: at.line + 1,
      column: at.character + 1,
      length: 1,
    });
  }
  // Its options only (not its files); what the compiler makes of the rest is `tsc`'s to report.
  // So the folders its `include` names are not listed (every folder of the project, tests and
  // tools among them, for a list nothing here uses). Declarations of the tests' and the tools'
  // environments (Node's, Vite's) are not the site's.
  const optionsOnly: ts.ParseConfigHost = { ...ts.sys, readDirectory: () => [] };
  const { options } = ts.parseJsonConfigFileContent(config.config, optionsOnly, root, {}, configPath);
  const project = new Project({
    compilerOptions: { ...options, types: [], noEmit: true },
    resolutionHost: (host, getOptions) => ({
      resolveModuleNames: (names, containing) =>
        names.map((name) =>
          name.startsWith('.') || RESOLVED_PACKAGES.test(name)
            ? ts.resolveModuleName(name, containing, getOptions(), host).resolvedModule
            : undefined,
        ),
    }),
  });
  for (const file of generated) {
    if (file.path.startsWith(`${GENERATED_DIR}/`))
      project.createSourceFile(join(root, file.path), file.content, { overwrite: true });
  }
  const files = modules.map((path) => project.addSourceFileAtPath(join(root, path)));
  const pathOf = (file: SourceFile): string => relative(root, file.getFilePath()).split(sep).join('/');
  return {
    project,
    root,
    files,
    pathOf,
    spotOf(node) {
      const source = node.getSourceFile();
      const start = node.getStart(source);
      const { line, character } = source.getLineAndCharacterOfPosition(start);
      const lineEnd = source.text.indexOf('\n', start);
      const end = lineEnd === -1 ? node.getEnd() : Math.min(node.getEnd(), lineEnd);
      const file = relative(root, source.fileName).split(sep).join('/');
      return { file, line: line + 1, column: character + 1, length: Math.max(1, end - start) };
    },
  };
}
