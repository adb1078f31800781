// `make page ID=<id> ROUTE=/<path> [NAV=…] [TEMPLATE=…] [ROUTE_NAME=…]`: see generator/page.ts and
// docs/decisions/025-make-page.md. Exit 0 added, 2 refused (nothing written), 1 could not write.
import { pageCommand } from '../generator/page.ts';

process.exitCode = pageCommand(process.env, process.cwd(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
