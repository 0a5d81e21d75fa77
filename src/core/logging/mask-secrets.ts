/** `scheme://user:password@`: the password of a connection URL (DATABASE_URL, REDIS_URL...). */
const URL_PASSWORD = /(\/\/[^\s/:@"]*:)[^\s/"]*@/g;
/** Three base64url parts, the first two JSON objects: a JWT, which is a credential as it stands. */
const JWT = /eyJ[\w-]*\.eyJ[\w-]*\.[\w-]*/g;
/** A personal API key (`crm_<prefix>_<secret>`): the prefix stays, to tell which key it was. */
const API_KEY = /\b(crm_[0-9a-z]{8}_)[0-9a-z]{50}\b/g;

export const MASK = '[masked]';

/**
 * Masks connection-URL passwords, JWTs and API keys in a written log line. Runs on every line, so
 * it looks for the tell-tale substrings first: a request line has none and costs three scans.
 */
export function maskSecrets(line: string): string {
  if (line.includes('://')) line = line.replace(URL_PASSWORD, `$1${MASK}@`);
  if (line.includes('eyJ')) line = line.replace(JWT, MASK);
  if (line.includes('crm_')) line = line.replace(API_KEY, `$1${MASK}`);
  return line;
}
