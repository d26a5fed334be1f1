/** The client option that holds an operation's key (docs/SERVICE.md §5). */
export type KeyOption = 'secretKey' | 'sessionKey';

/** The client option an operation's path is joined to: `{base_url}` or `{app_url}`. */
export type BaseOption = 'baseUrl' | 'appUrl';

/** The header each key travels in (docs/SERVICE.md §5). */
export const KEY_HEADERS = {
  secretKey: 'Authorization',
  sessionKey: 'chatrobot-sessionkey',
} as const satisfies Record<KeyOption, string>;
