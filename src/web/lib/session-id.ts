import { session } from './storage';

const KEY = 'sessionId';

/** The browser session id (a random UUID kept in session storage), created on first use. */
export function getSessionId(): string {
  let id = session.get(KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID();
    session.set(KEY, id);
  }
  return id;
}
