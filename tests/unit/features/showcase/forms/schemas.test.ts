// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  EMPTY_WIZARD,
  STEP_FIELDS,
  firstInvalidStep,
  wizardSchema,
} from '@/features/showcase/forms/wizard/wizardSchema';
import {
  EMPTY_VALIDATION,
  startDateRange,
  validationSchema,
  type ValidationValues,
} from '@/features/showcase/forms/validation/validationSchema';
import { lineAmount, repeaterSchema, repeaterTotals } from '@/features/showcase/forms/repeater/repeaterModel';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
};

describe('wizard schema', () => {
  const account = {
    username: 'ada_l',
    email: 'ada@example.com',
    password: 'Sup3r!pass',
    confirmPassword: 'Sup3r!pass',
  };

  it('blocks the first step until its own fields are valid', () => {
    const errors = messagesOf(wizardSchema.safeParse(EMPTY_WIZARD));
    expect(STEP_FIELDS.account.every((field) => field in errors)).toBe(true);
    expect(firstInvalidStep(Object.keys(errors))).toBe('account');
    const accountDone = messagesOf(wizardSchema.safeParse({ ...EMPTY_WIZARD, ...account }));
    expect(STEP_FIELDS.account.some((field) => field in accountDone)).toBe(false);
    expect(firstInvalidStep(Object.keys(accountDone))).toBe('personal');
  });

  it('reports a password mismatch on the first step while later steps are still empty', () => {
    const errors = messagesOf(wizardSchema.safeParse({ ...EMPTY_WIZARD, ...account, confirmPassword: 'Other!pass1' }));
    expect(errors.confirmPassword).toBe('passwordMismatch');
  });

  it('checks the user name pattern, and social links only when given', () => {
    const errors = messagesOf(
      wizardSchema.safeParse({ ...EMPTY_WIZARD, username: 'a b', twitter: 'not a url', facebook: '' }),
    );
    expect(errors.username).toBe('username?min=3&max=20');
    expect(errors.twitter).toBe('url');
    expect(errors.facebook).toBeUndefined();
  });
});

describe('validation screen schema', () => {
  const today = new Date(2026, 10, 1);
  const schema = validationSchema(today, (iso) => `day ${iso}`);
  const valid: ValidationValues = {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    website: 'https://ada.dev',
    username: 'ada',
    bio: '',
    age: '36',
    promo: 'ABC-1234',
    password: 'Sup3r!pass',
    confirmPassword: 'Sup3r!pass',
    startDate: '2026-12-01',
    terms: true,
  };

  it('passes a complete, correct form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('gives every rule its own message', () => {
    expect(messagesOf(schema.safeParse(EMPTY_VALIDATION))).toMatchObject({
      fullName: 'required',
      email: 'required',
      website: 'required',
      username: 'required',
      age: 'required',
      promo: 'required',
      password: 'required',
      startDate: 'required',
      terms: 'mustAccept',
    });
    const range = startDateRange(today);
    expect(range).toEqual({ min: '2026-11-01', max: '2027-01-30' });
    const errors = messagesOf(
      schema.safeParse({
        ...valid,
        email: 'ada@',
        website: 'ada.dev',
        username: 'ad',
        bio: 'x'.repeat(161),
        age: '17',
        promo: 'abc-1234',
        password: 'weakpass',
        confirmPassword: 'different',
        startDate: '2027-06-01',
      }),
    );
    expect(errors).toEqual({
      email: 'email',
      website: 'url',
      username: 'minLength?min=3',
      bio: 'maxLength?max=160',
      age: 'numberBetween?min=18&max=99',
      promo: 'pattern?example=ABC-1234',
      password: 'passwordWeak',
      confirmPassword: 'passwordMismatch',
      startDate: 'dateBetween?min=day+2026-11-01&max=day+2027-01-30',
    });
    expect(messagesOf(schema.safeParse({ ...valid, age: '20.5', username: 'x'.repeat(21) }))).toEqual({
      age: 'wholeNumber',
      username: 'maxLength?max=20',
    });
    expect(messagesOf(schema.safeParse({ ...valid, age: 'old' }))).toEqual({ age: 'notANumber' });
  });
});

describe('repeater', () => {
  it('totals the lines, counting unreadable amounts as zero', () => {
    expect(lineAmount({ cost: '25.5', quantity: 3 })).toBe(76.5);
    expect(lineAmount({ cost: 'abc', quantity: 3 })).toBe(0);
    expect(lineAmount({ cost: '10', quantity: null })).toBe(0);
    expect(
      repeaterTotals(
        [
          { cost: '120', quantity: 2 },
          { cost: '25.5', quantity: 3 },
        ],
        23,
      ),
    ).toEqual({ subtotal: 316.5, tax: 72.8, total: 389.3, count: 2 });
    expect(repeaterTotals([], 23)).toEqual({ subtotal: 0, tax: 0, total: 0, count: 0 });
  });

  it('names what is wrong on a line', () => {
    const result = repeaterSchema.safeParse({ lines: [{ item: ' ', cost: '-1', quantity: 0 }], taxRate: 0 });
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'lines.0.item: itemRequired',
        'lines.0.cost: positive',
        'lines.0.quantity: quantity?min=1&max=99',
      ]),
    );
  });
});
