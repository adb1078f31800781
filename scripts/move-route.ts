// `make move-route FROM=/<path> TO=/<new path>`: see generator/move-route.ts and
// docs/decisions/034-make-move-route.md. Exit 0 moved, 2 refused (nothing written), 1 could not
// write or regenerate.
import { moveRouteCommand } from '../generator/move-route.ts';

process.exitCode = await moveRouteCommand(process.env, process.cwd(), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
