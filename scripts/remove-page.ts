// `make remove-page ID=<page id>` (or `ROUTE=/<path>` of the page): see generator/remove-page.ts
// and docs/decisions/050-make-remove-page.md. Exit 0 removed, 2 refused (nothing written), 1 could
// not write or regenerate.
import { removePageCommand } from '../generator/remove-page.ts';

process.exitCode = await removePageCommand(process.env, process.cwd(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
