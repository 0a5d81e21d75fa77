// Over 400 lines as one file: the schema is held to each check the server runs, type by type, in
// one table of cases, so a drift between the two shows in one place.
import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { getMetadataStorage, isURL } from 'class-validator';
import { isEmailAddress } from '../../core/http/email-address.js';
import { assertSaneInput } from '../../core/http/input-guard.js';
import { validateAsBody } from '../../core/http/validation.pipe.js';
import { ValidationProblem } from '../../core/http/problem.js';
import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldDefinition,
  type CustomFieldType,
} from '../../tenancy/custom-field-definition.js';
import { DEFAULT_WORKSPACE_STAGES, type Stage } from '../../tenancy/stages.js';
import { lostReasonError, placement } from '../contacts/contacts.rules.js';
import { CreateContactDto } from '../contacts/dto/create-contact.dto.js';
import { EMAIL_FORM, HTTP_URL_FORM, parseCustomValues } from '../contacts/custom-values.js';
import {
  contactBodySchema,
  type JsonSchema,
  type LostReasonSettings,
} from './contact-body-schema.js';

/*
 * The schema against the server's own checks, value by value: each candidate is validated by Ajv
 * (with ajv-formats, as a client would) and by the check the server runs, and the two must agree,
 * but for what the schema's descriptions say only the server checks.
 */

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);

/** A pseudo-random sequence that repeats from run to run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function definition(type: CustomFieldType, required: boolean): CustomFieldDefinition {
  const options = type === 'select' || type === 'multi_select';
  return {
    id: `00000000-0000-4000-8000-00000000000${CUSTOM_FIELD_TYPES.indexOf(type) % 10}`,
    key: `f_${type}`,
    label: type,
    description: null,
    type,
    options: options
      ? [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ]
      : [],
    required,
    filterable: false,
    filter_index: null,
    position: 0,
    archived_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** Texts around `max` characters once trimmed, blank ones, and ones no text may hold. */
function texts(max: number): string[] {
  const out = ['', ' ', ' \t\n', '\u3000', 'a', ' a ', 'a\u0000', 'a\uD800', '\uDE00a', '😀'];
  for (const length of [max - 1, max, max + 1]) {
    for (const char of ['a', '😀', 'é']) {
      const core = char.repeat(length);
      out.push(
        core,
        ` ${core}`,
        `${core}  `,
        `\t${core.slice(1)} \n`,
        `a${' '.repeat(length - 1)}`,
      );
    }
  }
  return out;
}

const EMAILS = [
  'ada@example.com',
  ' ada@example.com ',
  'Ada.Lovelace+crm@Example.CO.UK',
  'ü@bücher.de',
  'ada@bücher',
  '"ada lovelace"@example.com',
  '"@example.com',
  '""@example.com',
  '"ada@example.com',
  '"@"@example.com',
  'ada@localhost',
  'ada@example.c',
  'ada@-example.com',
  'ada@example.123',
  'ada@xn--bcher-kva.de',
  'ada@ex_ample.com',
  'ada@@example.com',
  'a..b@example.com',
  '.ada@example.com',
  'ada@example.com.',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(65)}@example.com`,
  `ada@${'a'.repeat(63)}.com`,
  `ada@${'a'.repeat(64)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(52)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(53)}.com`,
  '',
  '  ',
  'ada',
];

const URLS = [
  'https://example.com',
  'HTTP://EXAMPLE.COM',
  ' https://example.com/a?b=c#d ',
  'http://localhost',
  'http://localhost:3000',
  'ftp://example.com',
  'https://example',
  'https://1.2.3.4:8080/x',
  'https://256.1.1.1',
  'https://[::1]:443/',
  'https://[2001:db8::1]',
  'https://user:pass@example.com',
  'https://@example.com',
  'https://example.com:0',
  'https://example.com:65536',
  'https://example.com:',
  'https://exa mple.com',
  'https://example.com/a b',
  'https://example.com/<x>',
  'https://bücher.de/ü',
  'http:example.com',
  'https:/example.com',
  '//example.com',
  `https://example.com/${'a'.repeat(2028)}`,
  `https://example.com/${'a'.repeat(2029)}`,
  `https://example.com/${'😀'.repeat(1_100)}`,
  '',
  '  ',
];

const UUIDS = [
  '5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33',
  '5E2D8A47-91B3-4F0C-8C7E-6A4B2F9D1C33',
  '5e2d8a47-91b3-9f0c-8c7e-6a4b2f9d1c33',
  '5e2d8a47-91b3-4f0c-cc7e-6a4b2f9d1c33',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'urn:uuid:5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33',
  ' 5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33',
  '5e2d8a4791b34f0c8c7e6a4b2f9d1c33',
];

const DATES = [
  '2026-02-28',
  '2024-02-29',
  '2026-02-29',
  '2000-02-29',
  '1900-02-29',
  '2026-04-31',
  '2026-12-31',
  '0001-01-01',
  '0050-06-15',
  '0099-12-31',
  '0100-01-01',
  '0000-01-01',
  '9999-12-31',
  '2026-1-1',
  '2026-01-01T00:00',
  ' 2026-01-01',
];

const DATETIMES = [
  '2026-01-01T10:00:00Z',
  '2026-01-01T10:00:00',
  '2026-01-01 10:00',
  '2026-01-01t10:00z',
  '2026-01-01T10:00:00.123456789+05:30',
  '2026-01-01T10:00:00+0530',
  '2026-01-01T10:00+05',
  '2026-01-01 10:00:00-23:59',
  '2026-01-01T10:00:00+24:00',
  '2026-01-01T10:00:00+05:60',
  '2026-01-01T24:00:00Z',
  '2026-02-29T10:00:00Z',
  '2024-02-29T10:00:00Z',
  '2026-01-01T10:00:00.Z',
  '2026-01-01T10Z',
  '2026-01-01',
  ' 2026-01-01T10:00Z',
  '0001-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-05:00',
];

/** Whether the server takes `value` as a value of `field` on a new contact. */
function serverTakes(field: CustomFieldDefinition, value: unknown): boolean {
  try {
    assertSaneInput({ custom: { [field.key]: value } });
    parseCustomValues([field], { [field.key]: value }, 'create');
    return true;
  } catch (error) {
    if (!(error instanceof ValidationProblem)) throw error;
    // The size of all values together (20,000 emoji pass it) is the object's rule, which its
    // description leaves to the server: not the field's.
    return error.errors.every((e) => e.field === 'custom');
  }
}

/** Whether the create body's checks (the validation pipe's) take `body`. */
async function dtoTakes(body: Record<string, unknown>): Promise<boolean> {
  return validateAsBody(CreateContactDto, body).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ValidationProblem) return false;
      throw error;
    },
  );
}

/** The candidates the schema and the server read differently, as `[value, schema's answer]`. */
function disagreements<T>(values: readonly T[], schema: JsonSchema, server: (value: T) => boolean) {
  const validate = ajv.compile(schema);
  return values
    .filter((value) => validate(value) !== server(value))
    .map((value) => [value, validate(value)]);
}

const CUSTOM_CANDIDATES: Record<CustomFieldType, unknown[]> = {
  text: texts(1_000),
  long_text: texts(20_000),
  number: [0, -0, 1.5, 123456789012345, 1234567890123456, 0.1234567890123456, 1e300, '1', true],
  currency: [
    { amount_minor: 150000, currency: 'EUR' },
    { amount_minor: -150000, currency: 'JPY' },
    { amount_minor: Number.MAX_SAFE_INTEGER, currency: 'EUR' },
    { amount_minor: Number.MAX_SAFE_INTEGER + 1, currency: 'EUR' },
    { amount_minor: Number.MIN_SAFE_INTEGER - 1, currency: 'EUR' },
    { amount_minor: 1e20, currency: 'EUR' },
    { amount_minor: 1.5, currency: 'EUR' },
    { amount_minor: 1, currency: 'eur' },
    { amount_minor: 1, currency: 'XYZ' },
    { amount_minor: 1 },
    { amount_minor: 1, currency: 'EUR', note: 'x' },
    [],
  ],
  date: DATES,
  datetime: DATETIMES,
  boolean: [true, false, 'true', 0],
  select: ['a', 'b', 'A', '', ['a']],
  multi_select: [[], ['a'], ['a', 'b'], ['a', 'a'], ['z'], 'a', [1]],
  url: URLS,
  email: EMAILS,
  phone: [
    ...texts(40),
    '+44 20 7946 0958',
    ' 1 ',
    '1'.repeat(40),
    '1'.repeat(41),
    'ask reception',
    '(0)',
  ],
  user: UUIDS,
};

/** What the schema's descriptions leave to the server, by type. */
const SERVER_ONLY: Partial<Record<CustomFieldType, unknown[][]>> = {
  number: [
    [1234567890123456, true],
    [0.1234567890123456, true],
  ],
  datetime: [
    ['0001-01-01T00:00:00+01:00', true],
    ['9999-12-31T23:00:00-05:00', true],
  ],
  email: [[`${'a'.repeat(65)}@example.com`, true]],
};

describe('the contact body schema', () => {
  it('names the properties the create body takes', () => {
    const validated = getMetadataStorage()
      .getTargetValidationMetadatas(CreateContactDto, '', true, false)
      .map((m) => m.propertyName);
    const schema = contactBodySchema(DEFAULT_WORKSPACE_STAGES, []);
    expect(Object.keys(schema.properties as object).sort()).toEqual([...new Set(validated)].sort());
  });

  describe.each([false, true])('a custom field (required: %s)', (required) => {
    it.each(CUSTOM_FIELD_TYPES.map((type) => [type]))(
      'of type %s takes what the server takes',
      (type) => {
        const field = definition(type, required);
        const schema = contactBodySchema(DEFAULT_WORKSPACE_STAGES, [field]);
        const custom = (schema.properties as Record<string, JsonSchema>).custom;
        const candidates = [...CUSTOM_CANDIDATES[type], null];
        const found = disagreements(
          candidates.map((value) => ({ [field.key]: value })),
          custom,
          (values) => serverTakes(field, values[field.key]),
        ).map(([values, answer]) => [(values as Record<string, unknown>)[field.key], answer]);
        expect(found).toEqual(SERVER_ONLY[type] ?? []);
      },
    );
  });

  /** The built-in fields' candidates, each sent with a first name (itself alone). */
  const BUILT_IN: Record<string, unknown[]> = {
    first_name: texts(100),
    last_name: texts(100),
    email: EMAILS,
    phone: texts(40),
    company: texts(200),
    title: texts(200),
    owner_id: UUIDS,
    value_cents: [0, -1, 1.5, 1e13, 1e13 + 1, '5'],
    currency: ['EUR', 'eur', 'XYZ', ' EUR'],
    probability: [0, 100, 101, -1, 50.5],
    expected_close_date: DATES,
    tags: [
      [],
      ['vip'],
      [''],
      [' '],
      ['a'.repeat(40)],
      ['a'.repeat(41)],
      ['😀'.repeat(40)],
      ['a\u0000'],
      Array.from({ length: 20 }, (_, i) => `t${i}`),
      Array.from({ length: 21 }, (_, i) => `t${i}`),
      ['vip', 'vip'],
      [1],
      'vip',
    ],
  };

  it.each(Object.keys(BUILT_IN).map((name) => [name]))(
    'takes for the built-in %s what its request check takes',
    async (name) => {
      const schema = contactBodySchema(DEFAULT_WORKSPACE_STAGES, []);
      const validate = ajv.compile(schema);
      const found: unknown[] = [];
      for (const value of [...BUILT_IN[name], null]) {
        const body = { first_name: 'Ada', [name]: value };
        if (validate(body) !== (await dtoTakes(body))) found.push([value, validate(body)]);
      }
      // Only the address's byte lengths are left to the server.
      expect(found).toEqual(name === 'email' ? [[`${'a'.repeat(65)}@example.com`, true]] : []);
    },
  );

  it('reads e-mail addresses as isEmailAddress does', () => {
    const next = random(35);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const run = (chars: readonly string[], most: number) =>
      Array.from({ length: 1 + Math.floor(next() * most) }, () => pick(chars)).join('');
    const localChars = [
      'a',
      'Z',
      '0',
      '.',
      '.',
      '!',
      '"',
      '\\',
      '@',
      ' ',
      'ü',
      '\u3000',
      '(',
      '😀',
    ];
    const labelChars = ['a', '0', '-', '-', '_', 'ü', '\u3000', '\uFF10', '\uFF01', '😀', '\u00A9'];
    const tops = ['com', 'de', 'c', 'xn--p1ai', 'xn-', '12', 'bücher', 'a\u3000b', 'ab\u00A9'];
    const domain = () =>
      [
        ...Array.from({ length: Math.floor(next() * 3) }, () => run(labelChars, 4)),
        pick(tops),
      ].join('.');
    const local = () =>
      next() < 0.25
        ? `"${next() < 0.2 ? '' : run(localChars, 4)}${pick(['"', '', '\\"'])}`
        : run(localChars, 6);
    const email = new RegExp(`^${EMAIL_FORM}$`, 'u');
    const found: string[] = [];
    let valid = 0;
    for (let i = 0; i < 50_000; i++) {
      const address = `${local()}@${domain()}`;
      if (isEmailAddress(address)) valid++;
      if (isEmailAddress(address) !== email.test(address)) found.push(address);
    }
    expect(found).toEqual([]);
    expect(valid).toBeGreaterThan(400);
  });

  it('reads URLs as isURL does, which also takes `http:` without slashes, a backslash before the host and a zone not written %25', () => {
    const next = random(36);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const userInfo = ['u', ':', '%41', '@', '-', '[', '!'];
    const label = () =>
      Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        pick(['a', '0', '-', '_', 'ü', '\u3000', '😀', '\uFF01']),
      ).join('');
    const hosts = [
      '1.2.3.4',
      '256.1.1.1',
      '01.2.3.4',
      '[::1]',
      '[2001:db8::1%25eth0]',
      '[::ffff:1.2.3.4]',
      '[1:2:3:4:5:6:7:8]',
      '[1::2::3]',
      '[::1',
      'localhost',
      '',
    ];
    const url = new RegExp(`^${HTTP_URL_FORM}$`, 'u');
    const options = { protocols: ['http', 'https'], require_protocol: true };
    const found: string[] = [];
    let valid = 0;
    for (let i = 0; i < 50_000; i++) {
      const host =
        next() < 0.6
          ? `${label()}.${pick(['com', 'de', 'bücher', 'c', '1', label()])}`
          : pick(hosts);
      const address =
        pick(['http://', 'https://', 'HTTP://', 'hTtPs://', 'ftp://', 'http:/', '//']) +
        (next() < 0.2 ? `${pick(userInfo)}${pick(userInfo)}@` : '') +
        host +
        pick(['', ':', ':80', ':0', ':65535', ':65536', ':0080', ':8a', ':80:90']) +
        pick(['', '/', '/a/b', '?q=1', '#f', '/ x', '/<', '/😀', '/%zz']);
      if (isURL(address, options)) valid++;
      if (isURL(address, options) !== url.test(address)) found.push(address);
    }
    expect(found).toEqual([]);
    expect(valid).toBeGreaterThan(1_000);
    // A browser opens a.com for the first, and refuses the second.
    const refused = ['http:example.com', 'http://a.com\\@b.com', 'http://[::1%eth0]/'];
    expect(refused.map((address) => [isURL(address, options), url.test(address)])).toEqual(
      refused.map(() => [true, false]),
    );
  });

  describe('stage, pipeline and lost reason', () => {
    const STAGES: Stage[] = [
      ...DEFAULT_WORKSPACE_STAGES,
      {
        key: 'intro',
        label: 'Intro',
        kind: 'open',
        probability: 5,
        rotting_days: null,
        pipeline: 'partners',
      },
      {
        key: 'dropped',
        label: 'Dropped',
        kind: 'lost',
        probability: 0,
        rotting_days: null,
        pipeline: 'partners',
      },
    ];
    const WORKSPACE = {
      stages: STAGES,
      pipelines: [
        { id: '1', key: 'default', name: 'Sales' },
        { id: '2', key: 'partners', name: 'Partners' },
      ],
    };
    const BODIES = [
      {},
      { stage: 'intro' },
      { pipeline: 'partners' },
      { pipeline: 'partners', stage: 'intro' },
      { pipeline: 'partners', stage: 'lead' },
      { pipeline: 'default', stage: 'dropped' },
      { lost_reason: null },
      { lost_reason: 'Price' },
      { stage: 'lead', lost_reason: 'Price' },
      { stage: 'lost', lost_reason: 'Price' },
      { stage: 'dropped', lost_reason: 'Price' },
      { stage: 'lost', lost_reason: 'Timing' },
      { stage: 'lost', lost_reason: null },
      { stage: 'lost' },
      { pipeline: 'partners', lost_reason: 'Price' },
    ];

    /** Whether the service places the body and takes its reason (`ContactsService.create`). */
    function serverPlaces(body: Record<string, unknown>, settings: LostReasonSettings): boolean {
      try {
        const stage = placement(WORKSPACE, body);
        return lostReasonError(settings, stage, (body.lost_reason as string) ?? undefined) === null;
      } catch (error) {
        if (error instanceof ValidationProblem) return false;
        throw error;
      }
    }

    it.each([
      [{ lost_reasons: ['Price'], require_lost_reason: false }],
      [{ lost_reasons: ['Price'], require_lost_reason: true }],
      [{ lost_reasons: [], require_lost_reason: true }],
    ])('are tied as the service ties them, with the settings %j', (settings) => {
      const schema = contactBodySchema(STAGES, [], settings);
      const found = disagreements(
        BODIES.map((body) => ({ first_name: 'Ada', ...body })),
        schema,
        (body) => serverPlaces(body, settings),
      );
      expect(found).toEqual([]);
    });

    it('leave the reasons to the server without the settings', () => {
      const schema = contactBodySchema(STAGES, []);
      const settings = { lost_reasons: ['Price'], require_lost_reason: false };
      const found = disagreements(
        BODIES.map((body) => ({ first_name: 'Ada', ...body })),
        schema,
        (body) => serverPlaces(body, settings),
      );
      expect(found).toEqual([[{ first_name: 'Ada', stage: 'lost', lost_reason: 'Timing' }, true]]);
    });
  });
});
