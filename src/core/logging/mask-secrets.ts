/** `scheme://user:password@`: the password of a connection URL (DATABASE_URL, REDIS_URL...). */
const URL_PASSWORD = /(\/\/[^\s/:@"]*:)[^\s/"]*@/g;
/** Three base64url parts, the first two JSON objects: a JWT, which is a credential as it stands. */
const JWT = /eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;

export const MASK = '[masked]';

/**
 * Masks connection-URL passwords and JWTs in a written log line. Runs on every line, so it looks
 * for the tell-tale substrings first: a request line has neither and costs two scans of its text.
 */
export function maskSecrets(line: string): string {
  if (line.includes('://')) line = line.replace(URL_PASSWORD, `$1${MASK}@`);
  if (line.includes('eyJ')) line = line.replace(JWT, MASK);
  return line;
}
