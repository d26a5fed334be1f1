/** The client option that holds an operation's key (docs/SERVICE.md §5). */
export type KeyOption = 'secretKey' | 'sessionKey';

/** The client option an operation's path is joined to: `{base_url}` or `{app_url}`. */
export type BaseOption = 'baseUrl' | 'appUrl';

/** The header the secret key travels in: a constant of its own, so a bundle keeps only the headers its rows name. */
export const SECRET_KEY_HEADER = 'Authorization';
/** The header the session key travels in. */
export const SESSION_KEY_HEADER = 'chatrobot-sessionkey';

/** The header each key travels in (docs/SERVICE.md §5). */
export const KEY_HEADERS = { secretKey: SECRET_KEY_HEADER, sessionKey: SESSION_KEY_HEADER } as const satisfies Record<KeyOption, string>;
