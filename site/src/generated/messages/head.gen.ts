// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `head` message bundle. */
export type HeadMessageKey =
  | 'jobPosting.description'
  | 'shareImage.alt';

/** The `head` bundle of spec/messages.yaml; read it with `useMessages(headMessages)`. */
export const headMessages: Readonly<Record<Locale, Readonly<Record<HeadMessageKey, string>>>> = {
  'en-US': {
    'jobPosting.description': '{title}: a full-time position in the {department} department of {company}, based in {location}. Apply on our website.',
    'shareImage.alt': 'The Tianmu Intelligence logo beside an illustration of a face being recognised',
  },
  'zh-CN': {
    'jobPosting.description': '{company}{department}招聘{title}（全职），工作地点：{location}。欢迎通过官网申请。',
    'shareImage.alt': '天目智能标志与人脸识别示意插图',
  },
};
