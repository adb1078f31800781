// Build-time settings read by the site (Vite replaces them when it builds).
interface ImportMetaEnv {
  /** Overrides the manifest's empty base URL, e.g. `VITE_API_BASE_URL=https://api.example.com`. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
  /** Vite's lazy glob import: each matching file's path (relative, as written) and its loader. */
  glob<Module>(pattern: string): Record<string, () => Promise<Module>>;
}
