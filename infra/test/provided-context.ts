// Values the global setups hand to test files through vitest's provide()/inject().
declare module 'vitest' {
  export interface ProvidedContext {
    /** Integration: a database the tests may CREATE DATABASE from. */
    adminDatabaseUrl: string;
    /** Integration: the migrated template each file copies (CREATE DATABASE x TEMPLATE y). */
    templateDatabase: string;
    /** Integration: Redis for all files; each file uses its own key prefix. */
    redisUrl: string;
    /** End-to-end: where the built app under test listens. */
    baseUrl: string;
    /** End-to-end: the app's local mailbox folder (sent e-mails as files). */
    mailboxDir: string;
    /** End-to-end: the app's own log (JSON lines), for a failed test to quote its warnings. */
    appLogFile: string;
  }
}

export {};
