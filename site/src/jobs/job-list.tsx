import { useEffect, useId, useState } from 'react';
import { query } from '../generated/endpoints.gen';
import { type JobsMessageKey, jobsMessages } from '../generated/messages/jobs.gen';
import type { Locale } from '../generated/messages.gen';
import { HttpError, isHttpError } from '../http/errors';
import { DEPARTMENTS, type Department, type JobPage } from '../http/types';
import { AppLink } from '../shared/app-link';
import { useI18n, useMessages } from '../shared/i18n';
import { useRequestErrorWords } from '../shared/request-error';
import { calendarDate, formatDate } from '../shared/text';
import './job-list.css';

export const PAGE_SIZE = 5;

type Filter = Department | 'all';

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly page: JobPage }
  | { readonly state: 'failed'; readonly error: HttpError };

/** The words of a filter: "All", or the department's name (one message per department of §3). */
function filterLabel(filter: Filter): JobsMessageKey {
  return filter === 'all' ? 'jobs.all' : `departments.${filter}`;
}

/** What a row shows of a post: its title, and each other field only when it can be read. */
interface Row {
  readonly title: string;
  readonly department: Department | undefined;
  readonly location: string | undefined;
  readonly releasedAt: string | undefined;
}

/** A non-empty string, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The text of a bilingual field (`{ "en-US": …, "zh-CN": … }`) in `locale`, if it has one. */
function localised(value: unknown, locale: Locale): string | undefined {
  return value !== null && typeof value === 'object' && Object.hasOwn(value, locale)
    ? text((value as Readonly<Record<string, unknown>>)[locale])
    : undefined;
}

/**
 * A post of the API as a row, checked field by field (issue 30): whatever the server sends, the
 * list never throws. A post without a title in the visitor's language (or not an object at all) is
 * left out; a department, location or release date that cannot be read leaves its cell empty.
 */
export function readRow(post: unknown, locale: Locale): Row | undefined {
  if (post === null || typeof post !== 'object' || Array.isArray(post)) return undefined;
  const fields = post as Readonly<Record<string, unknown>>;
  const title = localised(fields.title, locale);
  if (title === undefined) return undefined;
  const department = DEPARTMENTS.find((known) => known === fields.department);
  const releasedAt = calendarDate(fields.releasedAt) ? (fields.releasedAt as string) : undefined;
  return { title, department, location: localised(fields.location, locale), releasedAt };
}

/**
 * The job list of /socialrecruitment, read with `query` (decision 009): a department filter,
 * pages of five with previous and next, and a distinct state for loading, empty and each failure,
 * with a retry.
 */
export function JobList() {
  const { locale } = useI18n();
  const t = useMessages(jobsMessages);
  const requestErrors = useRequestErrorWords();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The pager stays in place while the next page loads, and its buttons are aria-disabled rather
  // than disabled at the ends, so the button the visitor pressed keeps the focus.
  const [total, setTotal] = useState<number | undefined>(undefined);
  const headingId = useId();

  useEffect(() => {
    // `attempt` is read so that "retry" runs the same query again.
    void attempt;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    query(
      { department: filter === 'all' ? undefined : filter, page, pageSize: PAGE_SIZE },
      { signal: controller.signal },
    )
      .then((answer) => {
        const data = answer?.data;
        if (!data || !Array.isArray(data.list) || !Number.isFinite(data.total) || data.total < 0) {
          throw new HttpError('unreadable', 'The answer is not a page of job posts', { response: answer });
        }
        setLoad({ state: 'loaded', page: data });
        setTotal(data.total);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        // Whatever went wrong, the visitor sees a failure with a retry, never an endless "loading".
        const error = isHttpError(caught) ? caught : new HttpError('unreadable', String(caught), { cause: caught });
        setLoad({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [filter, page, attempt]);

  const choose = (next: Filter) => {
    if (next === filter) return;
    setFilter(next);
    setPage(1);
    setTotal(undefined);
  };
  const rows = load.state === 'loaded' ? load.page.list.flatMap((post) => readRow(post, locale) ?? []) : [];
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));
  const loading = load.state === 'loading';

  return (
    <section className="job-list" aria-labelledby={headingId} aria-busy={load.state === 'loading'}>
      <h2 id={headingId}>{t('jobs.title')}</h2>
      <fieldset className="filter">
        <legend>{t('jobs.department')}</legend>
        {(['all', ...DEPARTMENTS] as const).map((item) => (
          <button
            key={item}
            type="button"
            className="filter-option"
            aria-pressed={filter === item}
            onClick={() => choose(item)}
          >
            {t(filterLabel(item))}
          </button>
        ))}
      </fieldset>

      <div className="job-list-body" aria-live="polite">
        {load.state === 'loading' && <p className="state loading">{t('jobs.loading')}</p>}
        {load.state === 'failed' && (
          <div className="state problem" role="alert">
            <p>{requestErrors.describe(load.error)}</p>
            <button type="button" className="button secondary" onClick={() => setAttempt((value) => value + 1)}>
              {requestErrors.retry}
            </button>
          </div>
        )}
        {load.state === 'loaded' && rows.length === 0 && <p className="state empty">{t('jobs.empty')}</p>}
        {load.state === 'loaded' && rows.length > 0 && (
          <>
            <p className="count">{t('jobs.count', { count: load.page.total })}</p>
            <table className="jobs">
              <thead>
                <tr>
                  <th scope="col">{t('jobs.position')}</th>
                  <th scope="col">{t('jobs.department')}</th>
                  <th scope="col">{t('jobs.location')}</th>
                  <th scope="col">{t('jobs.releasedAt')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('jobs.apply')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  // The rows of one answer, in its order: the API's ids are not trusted to be unique.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a page's rows are replaced together
                  <tr key={index}>
                    <th scope="row">{row.title}</th>
                    <td>{row.department && t(filterLabel(row.department))}</td>
                    <td>{row.location}</td>
                    <td>
                      {row.releasedAt && <time dateTime={row.releasedAt}>{formatDate(row.releasedAt, locale)}</time>}
                    </td>
                    <td>
                      <AppLink to="/job">
                        {t('jobs.apply')}
                        <span className="visually-hidden">: {row.title}</span>
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>

      {pages !== undefined && total !== undefined && total > 0 && (
        <nav className="pager" aria-label={t('jobs.pages')}>
          <button
            type="button"
            className="button secondary"
            aria-disabled={loading || page <= 1}
            onClick={() => !loading && page > 1 && setPage(page - 1)}
          >
            {t('jobs.previous')}
          </button>
          <span aria-current="page">{t('jobs.pageOf', { page, total: pages })}</span>
          <button
            type="button"
            className="button secondary"
            aria-disabled={loading || page >= pages}
            onClick={() => !loading && page < pages && setPage(page + 1)}
          >
            {t('jobs.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
