import { TEXTS } from '@clinic/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../src/libraries/common-passwords.js';
import { AppError } from '../src/libraries/errors.js';
import { assertPasswordPolicy } from '../src/libraries/passwords.js';

describe('common passwords', () => {
  const packaged = dictionary['passwords-common'];

  function refusalOf(password: string): unknown {
    try {
      assertPasswordPolicy(password);
    } catch (error) {
      return error;
    }
    return null;
  }

  it('when loaded, then it holds the whole packaged list of tens of thousands', () => {
    expect(packaged.length).toBeGreaterThanOrEqual(10_000);
    expect(loadCommonPasswords().size).toBeGreaterThanOrEqual(packaged.length);
  });

  it.each([
    ['the 9,000th of the packaged list', 8_999, 'trooper1'],
    ['the 40,010th of the packaged list', 40_009, 'escaflowne'],
  ])('when the password is %s (%i), then it is refused as common', (_case, index, password) => {
    expect(packaged[index]).toBe(password);

    expect(refusalOf(password)).toBeInstanceOf(AppError);
    expect(refusalOf(password)).toMatchObject({
      status: 400,
      message: TEXTS.passwordCommon,
      extra: { errors: { password: TEXTS.passwordCommon } },
    });
    expect(refusalOf(password.toUpperCase())).toMatchObject({ message: TEXTS.passwordCommon });
  });

  it('when the password is a common one the package lacks (an Indian favourite, a repeat), then it is refused too', () => {
    expect(packaged).not.toContain('jaishreeram');

    expect(refusalOf('jaishreeram')).toMatchObject({ status: 400, message: TEXTS.passwordCommon });
    expect(refusalOf('00000000')).toMatchObject({ status: 400, message: TEXTS.passwordCommon });
  });

  it('when the password is long and unlisted, then the policy takes it', () => {
    expect(refusalOf('tulip garden at dawn')).toBeNull();
  });
});
