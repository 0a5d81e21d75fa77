import { describe, expect, it } from '@jest/globals';
import { maskSecrets } from './mask-secrets.js';

describe('maskSecrets', () => {
  it('masks the password of a connection URL, keeping scheme, user and host', () => {
    expect(maskSecrets('connect postgres://crm:s3cr%40t@db:5432/crm failed')).toBe(
      'connect postgres://crm:[masked]@db:5432/crm failed',
    );
    expect(maskSecrets('"url":"redis://:hunter2@cache:6379/0"')).toBe(
      '"url":"redis://:[masked]@cache:6379/0"',
    );
    // An unencoded "@" in the password: everything up to the host's "@" goes.
    expect(maskSecrets('postgres://crm:p@ss@db/crm')).toBe('postgres://crm:[masked]@db/crm');
  });

  it('leaves URLs without a password and host:port pairs alone', () => {
    const line = 'listening on http://127.0.0.1:3000/docs; db postgres://crm@db:5432/crm';
    expect(maskSecrets(line)).toBe(line);
  });

  it('masks JWTs', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(maskSecrets(`token ${jwt} refused`)).toBe('token [masked] refused');
  });
});

describe('maskSecrets on API keys', () => {
  it('masks the secret of a personal API key and keeps its prefix', () => {
    const key = `crm_bc0kzooa_${'4z6m8j8yrt'.repeat(5)}`;
    expect(maskSecrets(`refused ${key} twice`)).toBe('refused crm_bc0kzooa_[masked] twice');
  });
});
