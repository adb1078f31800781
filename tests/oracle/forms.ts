// The tests' oracle: the two forms of §3, written by hand from the specification
// (shared/spec/000_ce8615616d366fbd.txt) and docs/decisions/009-forms-endpoints-and-errors.md.
// Nothing here is imported from site/, spec/, generator/ or mocks/.
//
// §3 names each field; its label's wording in each language is the project's, read once from the
// running site and written here. Required fields carry "(required)" / "(必填)" and optional ones
// "(optional)" / "(选填)" in their accessible name (decision 009 says which are required).

import type { Both, Locale, SpecPath } from './routes';

interface FormField {
  /** The field's name in the request body (decision 009). */
  readonly name: string;
  /** The label, as a visitor reads it, without the required/optional mark. */
  readonly label: Both;
  /** Decision 009: which fields must be filled. */
  readonly required: boolean;
  /** Multi-line text. */
  readonly multiline: boolean;
  /** A value that passes the rules of decision 009, in each language. */
  readonly sample: Both;
}

/** The mark after a field's label (decision 009: which fields are required). */
export const REQUIRED_MARK: Both = { 'en-US': '(required)', 'zh-CN': '(必填)' };
export const OPTIONAL_MARK: Both = { 'en-US': '(optional)', 'zh-CN': '(选填)' };

/** A field's accessible name: its label and its required/optional mark. */
export function fieldName(field: FormField, locale: Locale): string {
  return `${field.label[locale]} ${(field.required ? REQUIRED_MARK : OPTIONAL_MARK)[locale]}`;
}

/**
 * §3 "Partner form fields: company name, your name, mobile phone number, email address, scope of
 * intended cooperation (multi-select: …), platform customized development requirement
 * description, remarks, and a submit action." The scope is in PARTNER_SCOPES.
 */
export const PARTNER_TEXT_FIELDS = [
  {
    name: 'company',
    label: { 'en-US': 'Company name', 'zh-CN': '公司名称' },
    required: true,
    multiline: false,
    sample: { 'en-US': 'Foshan Metro Group', 'zh-CN': '佛山地铁集团' },
  },
  {
    name: 'name',
    label: { 'en-US': 'Your name', 'zh-CN': '您的姓名' },
    required: true,
    multiline: false,
    sample: { 'en-US': 'Li Wei', 'zh-CN': '李伟' },
  },
  {
    name: 'phone',
    label: { 'en-US': 'Mobile phone number', 'zh-CN': '手机号码' },
    required: true,
    multiline: false,
    // decision 009: an 11-digit mainland mobile number.
    sample: { 'en-US': '13812345678', 'zh-CN': '13912345678' },
  },
  {
    name: 'email',
    label: { 'en-US': 'Email address', 'zh-CN': '电子邮箱' },
    required: true,
    multiline: false,
    sample: { 'en-US': 'li.wei@example.com', 'zh-CN': 'li.wei@example.cn' },
  },
  {
    name: 'requirements',
    label: { 'en-US': 'Platform customized development requirement description', 'zh-CN': '平台定制开发需求描述' },
    required: false,
    multiline: true,
    sample: { 'en-US': 'Face check-in for 12 metro stations.', 'zh-CN': '12 个地铁站的人脸核验。' },
  },
  {
    name: 'remarks',
    label: { 'en-US': 'Remarks', 'zh-CN': '备注' },
    required: false,
    multiline: true,
    sample: { 'en-US': 'Please call in the morning.', 'zh-CN': '请上午来电。' },
  },
] as const satisfies readonly FormField[];

/** §3 "scope of intended cooperation (multi-select …)": the group's label; decision 009: required. */
export const PARTNER_SCOPE_GROUP: Both = {
  'en-US': 'Scope of intended cooperation (required)',
  'zh-CN': '意向合作范围 (必填)',
};

/**
 * §3 the four options of the scope, in the specification's order: "software and hardware
 * integrated system, hardware equipment, algorithm, others". `value`: what the body's `scopes`
 * carries (decision 009).
 */
export const PARTNER_SCOPES = [
  {
    value: 'integrated-system',
    label: { 'en-US': 'Software and hardware integrated system', 'zh-CN': '软硬件一体化系统' },
  },
  { value: 'hardware', label: { 'en-US': 'Hardware equipment', 'zh-CN': '硬件设备' } },
  { value: 'algorithm', label: { 'en-US': 'Algorithm', 'zh-CN': '算法' } },
  { value: 'other', label: { 'en-US': 'Others', 'zh-CN': '其他' } },
] as const satisfies readonly { value: string; label: Both }[];

/** §3 "and a submit action". */
export const PARTNER_SUBMIT: Both = { 'en-US': 'Submit', 'zh-CN': '提交' };

/** Decision 009: the partner form lives on /cooperativepartner and is sent with `add` as type 'partner'. */
export const PARTNER_FORM = {
  path: '/cooperativepartner',
  type: 'partner',
} as const satisfies { path: SpecPath; type: string };

/** §3 "Contact or apply form fields: full name, message content, and an apply-now button." */
export const APPLY_FIELDS = [
  {
    name: 'fullName',
    label: { 'en-US': 'Full name', 'zh-CN': '姓名' },
    required: true,
    multiline: false,
    sample: { 'en-US': 'Wang Fang', 'zh-CN': '王芳' },
  },
  {
    name: 'message',
    label: { 'en-US': 'Message content', 'zh-CN': '留言内容' },
    required: true,
    multiline: true,
    sample: { 'en-US': 'Applying for the front-end position.', 'zh-CN': '应聘前端工程师，附作品链接。' },
  },
] as const satisfies readonly FormField[];

/** §3 "an apply-now button". */
export const APPLY_SUBMIT: Both = { 'en-US': 'Apply now', 'zh-CN': '立即申请' };

/** Decision 002 and 009: the apply form is on /job and is sent with `add` as type 'apply'. */
export const APPLY_FORM = { path: '/job', type: 'apply' } as const satisfies { path: SpecPath; type: string };

/**
 * §3 "Job listing: department (hardware, general, sales, finance, software) and release time."
 * `value`: what the `query` parameter `department` carries (decision 009); `label`: the filter's
 * button and the table's cell, the project's wording.
 */
export const JOB_DEPARTMENTS = [
  { value: 'hardware', label: { 'en-US': 'Hardware', 'zh-CN': '硬件部' } },
  { value: 'general', label: { 'en-US': 'General affairs', 'zh-CN': '综合部' } },
  { value: 'sales', label: { 'en-US': 'Sales', 'zh-CN': '销售部' } },
  { value: 'finance', label: { 'en-US': 'Finance', 'zh-CN': '财务部' } },
  { value: 'software', label: { 'en-US': 'Software', 'zh-CN': '软件部' } },
] as const satisfies readonly { value: string; label: Both }[];

/** The filter's first button, which shows every department (the project's wording). */
export const JOB_FILTER_ALL: Both = { 'en-US': 'All departments', 'zh-CN': '全部部门' };

/**
 * The job list's columns for §3's department and release time, the project's wording. The
 * department filter is named like its column.
 */
export const JOB_COLUMNS = {
  department: { 'en-US': 'Department', 'zh-CN': '部门' },
  releasedAt: { 'en-US': 'Released', 'zh-CN': '发布时间' },
} as const satisfies Readonly<Record<string, Both>>;

/**
 * Decision 029 (JobPosting): a few of the posts the job list of /socialrecruitment shows, the
 * project's (§3 names none), and how many there are. `department` is a value of JOB_DEPARTMENTS.
 */
export const JOB_POST_COUNT = 12;
export const SOME_JOB_POSTS = [
  {
    title: { 'en-US': 'Embedded Hardware Engineer', 'zh-CN': '嵌入式硬件工程师' },
    department: 'hardware',
    location: { 'en-US': 'Foshan', 'zh-CN': '佛山' },
    releasedAt: '2022-11-08',
  },
  {
    title: { 'en-US': 'Face Recognition Algorithm Engineer', 'zh-CN': '人脸识别算法工程师' },
    department: 'software',
    location: { 'en-US': 'Guangzhou', 'zh-CN': '广州' },
    releasedAt: '2022-11-15',
  },
  {
    title: { 'en-US': 'Android Developer (Smart Terminals)', 'zh-CN': 'Android 开发工程师（智能终端）' },
    department: 'software',
    location: { 'en-US': 'Shenzhen', 'zh-CN': '深圳' },
    releasedAt: '2022-09-28',
  },
  {
    title: { 'en-US': 'Accountant', 'zh-CN': '会计' },
    department: 'finance',
    location: { 'en-US': 'Foshan', 'zh-CN': '佛山' },
    releasedAt: '2022-10-18',
  },
] as const satisfies readonly {
  title: Both;
  department: (typeof JOB_DEPARTMENTS)[number]['value'];
  location: Both;
  releasedAt: string;
}[];
