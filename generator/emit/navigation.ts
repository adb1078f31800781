import type { Manifest, NavLink } from '../manifest/schema.ts';
import { literal } from './literal.ts';
import { exportedConst, exportedInterface, type Statement, typeImport } from './source.ts';

const link = (item: NavLink) => ({ id: item.id, label: `nav.${item.id}`, to: item.to });

export function navigationStatements(manifest: Manifest): Statement[] {
  const { header, footer } = manifest.navigation;
  const menus = header.map((menu) => ({
    ...link(menu),
    children: (menu.children ?? []).map(link),
    section: menu.section ?? [],
  }));
  const groups = footer.map((group) => ({ id: group.id, label: `nav.${group.id}`, links: group.links.map(link) }));
  return [
    typeImport('./messages.gen', ['MessageKey']),
    typeImport('./routes.gen', ['RoutePath']),
    exportedInterface('NavLink', [
      { name: 'id', type: 'string' },
      { name: 'label', type: 'MessageKey' },
      { name: 'to', type: 'RoutePath' },
    ]),
    exportedInterface('NavMenu', [
      { name: 'id', type: 'string' },
      { name: 'label', type: 'MessageKey' },
      { name: 'to', type: 'RoutePath' },
      { name: 'children', type: 'readonly NavLink[]' },
      { name: 'section', type: 'readonly RoutePath[]', docs: 'Further pages of its section, not listed' },
    ]),
    exportedInterface('FooterGroup', [
      { name: 'id', type: 'string' },
      { name: 'label', type: 'MessageKey' },
      { name: 'links', type: 'readonly NavLink[]' },
    ]),
    exportedConst('headerMenus', literal(menus), { type: 'readonly NavMenu[]', docs: 'The header menus, in order.' }),
    exportedConst('footerGroups', literal(groups), { type: 'readonly FooterGroup[]', docs: 'The footer link groups.' }),
  ];
}
