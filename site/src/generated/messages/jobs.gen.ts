// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `jobs` message bundle. */
export type JobsMessageKey =
  | 'departments.finance'
  | 'departments.general'
  | 'departments.hardware'
  | 'departments.sales'
  | 'departments.software'
  | 'jobs.all'
  | 'jobs.apply'
  | 'jobs.count'
  | 'jobs.department'
  | 'jobs.empty'
  | 'jobs.loading'
  | 'jobs.location'
  | 'jobs.next'
  | 'jobs.pageOf'
  | 'jobs.pages'
  | 'jobs.position'
  | 'jobs.previous'
  | 'jobs.releasedAt'
  | 'jobs.title';

/** The `jobs` bundle of spec/messages.yaml; read it with `useMessages(jobsMessages)`. */
export const jobsMessages: Readonly<Record<Locale, Readonly<Record<JobsMessageKey, string>>>> = {
  'en-US': {
    'departments.finance': 'Finance',
    'departments.general': 'General affairs',
    'departments.hardware': 'Hardware',
    'departments.sales': 'Sales',
    'departments.software': 'Software',
    'jobs.all': 'All departments',
    'jobs.apply': 'Apply',
    'jobs.count': '{count, plural, one {# position} other {# positions}}',
    'jobs.department': 'Department',
    'jobs.empty': 'There are no open positions in this department right now.',
    'jobs.loading': 'Loading job posts…',
    'jobs.location': 'Location',
    'jobs.next': 'Next page',
    'jobs.pageOf': 'Page {page} of {total}',
    'jobs.pages': 'Job list pages',
    'jobs.position': 'Position',
    'jobs.previous': 'Previous page',
    'jobs.releasedAt': 'Released',
    'jobs.title': 'Open positions',
  },
  'zh-CN': {
    'departments.finance': '财务部',
    'departments.general': '综合部',
    'departments.hardware': '硬件部',
    'departments.sales': '销售部',
    'departments.software': '软件部',
    'jobs.all': '全部部门',
    'jobs.apply': '申请',
    'jobs.count': '共 {count} 个职位',
    'jobs.department': '部门',
    'jobs.empty': '该部门目前暂无招聘职位。',
    'jobs.loading': '正在加载职位…',
    'jobs.location': '工作地点',
    'jobs.next': '下一页',
    'jobs.pageOf': '第 {page} 页，共 {total} 页',
    'jobs.pages': '职位列表分页',
    'jobs.position': '职位',
    'jobs.previous': '上一页',
    'jobs.releasedAt': '发布时间',
    'jobs.title': '招聘职位',
  },
};
