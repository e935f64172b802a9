/** Which database the archive runs on; migrations and dialect-specific SQL read it. */
export type Dialect = 'sqlite' | 'postgres';
