/**
 * A window event fired when the server ends this browser's session while a socket is open (logout in another
 * tab, an admin's lock, expiry): the session context then asks the server who is signed in at once instead of at
 * the next focus or poll, so the open page is signed out live.
 */
export const SESSION_ENDED_EVENT = 'koala:session-ended';
