import { type Content, content } from '../generated/pages/smart-security.gen';
import { usePageText } from '../shared/page-content';
import { Section, TableScroll } from '../templates/blocks';
import { SolutionPage } from '../templates/solution/solution-page';

/** §3: the security algorithm table, with its serial number, type, capability and alert strategy. */
function AlgorithmTable({ table }: { table: Content['algorithmTable'] }) {
  return (
    <Section title={table.title}>
      <TableScroll label={table.caption}>
        <table className="algorithm-table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{table.serial}</th>
              <th scope="col">{table.type}</th>
              <th scope="col">{table.capability}</th>
              <th scope="col">{table.alert}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={row.type}>
                <td>{index + 1}</td>
                <th scope="row">{row.type}</th>
                <td>{row.capability}</td>
                <td>{row.alert}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Section>
  );
}

export function Component() {
  const text = usePageText(content);
  return (
    <SolutionPage text={text} scene="security">
      <AlgorithmTable table={text.algorithmTable} />
    </SolutionPage>
  );
}
