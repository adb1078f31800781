import { PageHeader, usePageText } from '../app/page-content';
import { PartnerForm } from '../forms/partner-form';
import { content } from '../generated/pages/partner-programme.gen';

export function Component() {
  const text = usePageText(content);
  return (
    <article className="page">
      <PageHeader text={text} />
      <PartnerForm />
    </article>
  );
}
