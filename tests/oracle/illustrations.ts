// The pages that show a drawing of their own (decision 046), written by hand: §1's seven sectors
// and the AIoT platform, the case studies of §2 (decision 002 says which path is which case), and
// the platform, algorithm and company profile pages. No two of them may show the same drawing.
// /case is §1's document cabinet, a terminal page: its drawing is the terminal's (decision 044).

import type { SpecPath } from './routes';

/** §1: the seven sector pages, in §1's order, and the AIoT platform's page. */
const SECTOR_PAGES = [
  '/city',
  '/smartcampus',
  '/finance',
  '/antiepidemic',
  '/business',
  '/medicalcare',
  '/security',
  '/aiot',
] as const satisfies readonly SpecPath[];

/** §2's case study pages (decision 002). */
const CASE_PAGES = [
  '/citycase',
  '/cityvideocase',
  '/schoolattendance',
  '/schoolfoshan',
  '/bank',
  '/mobilebank',
  '/adera',
  '/hospitalone',
  '/hospitaltwo',
] as const satisfies readonly SpecPath[];

/** §1: core competence (algorithm and platform capability) and the company profile. */
const OTHER_PAGES = ['/algorithm', '/platformcapability', '/companyprofile'] as const satisfies readonly SpecPath[];

/** Every page with a scene of its own: twenty pages, twenty different drawings. */
export const ILLUSTRATED_PAGES: readonly SpecPath[] = [...SECTOR_PAGES, ...CASE_PAGES, ...OTHER_PAGES];
