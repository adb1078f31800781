// This file is generated from spec/*.yaml by `make generate`. Do not edit it:
// edit the manifest and run `make generate` (`make check` fails while it is stale).

import type { Locale } from '../messages.gen';

/** A key of the `search` message bundle. */
export type SearchMessageKey =
  | 'searchResults.count'
  | 'searchResults.list'
  | 'searchResults.loading'
  | 'searchResults.none';

/** The `search` bundle of spec/messages.yaml; read it with `useMessages(searchMessages)`. */
export const searchMessages: Readonly<Record<Locale, Readonly<Record<SearchMessageKey, string>>>> = {
  'en-US': {
    'searchResults.count': '{count, plural, one {# page found} other {# pages found}}. Use the up and down keys to choose one.',
    'searchResults.list': 'Pages found',
    'searchResults.loading': 'Loading the search…',
    'searchResults.none': 'No page mentions “{query}”.',
  },
  'zh-CN': {
    'searchResults.count': '找到 {count} 个页面，可用上下方向键选择。',
    'searchResults.list': '搜索结果',
    'searchResults.loading': '正在加载搜索…',
    'searchResults.none': '没有页面提到“{query}”。',
  },
};
