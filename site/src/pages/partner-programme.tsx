import { useId } from 'react';
import { PartnerForm } from '../forms/partner-form';
import { content } from '../generated/pages/partner-programme.gen';
import { PageHeader, usePageText } from '../shared/page-content';
import { TableScroll } from '../templates/blocks';
import '../templates/join/join.css';

export function Component() {
  const text = usePageText(content);
  const { columns } = text;
  const levelsId = useId();
  return (
    <article className="page">
      <PageHeader text={text} />
      <section className="block" aria-labelledby={levelsId}>
        <h2 id={levelsId}>{text.levelsTitle}</h2>
        <TableScroll label={text.levelsTitle}>
          <table className="levels-table" aria-labelledby={levelsId}>
            <thead>
              <tr>
                <th scope="col">{columns.level}</th>
                <th scope="col">{columns.class}</th>
                <th scope="col">{columns.territory}</th>
                <th scope="col">{columns.support}</th>
                <th scope="col">{columns.commitment}</th>
              </tr>
            </thead>
            <tbody>
              {text.levels.map((level) => (
                <tr key={level.class}>
                  <th scope="row">{level.level}</th>
                  <td>{level.class}</td>
                  <td>{level.territory}</td>
                  <td>{level.support}</td>
                  <td>{level.commitment}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <PartnerForm />
    </article>
  );
}
