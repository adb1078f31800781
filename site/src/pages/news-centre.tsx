import { PageSummary } from '../app/page-summary';

export function Component() {
  return <PageSummary page="news-centre" />;
}
