import type { DataPath } from '../positions.ts';
import { checker, type Keyed } from './context.ts';

/** Navigation ids are unique: each names its label in the message catalogue (`nav.<id>`). */
export const navigationChecker = checker({
  name: 'navigation ids',
  needs: ['navigation'],
  run(context, manifest) {
    const ids: Keyed<null>[] = [];
    const add = (path: DataPath, id: string): void => {
      ids.push({ key: id, path, item: null });
    };
    manifest.navigation.header.forEach((menu, index) => {
      add(['header', index, 'id'], menu.id);
      menu.children?.forEach((child, childIndex) => {
        add(['header', index, 'children', childIndex, 'id'], child.id);
      });
    });
    manifest.navigation.footer.forEach((group, index) => {
      add(['footer', index, 'id'], group.id);
      group.links.forEach((link, linkIndex) => {
        add(['footer', index, 'links', linkIndex, 'id'], link.id);
      });
    });
    context.duplicates('navigation.yaml', ids, (entry, first) =>
      context.report('nav-id-duplicate', { id: entry.key, firstLine: first.line }, 'navigation.yaml', entry.path),
    );
  },
});
