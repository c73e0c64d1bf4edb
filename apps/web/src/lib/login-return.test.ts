import { describe, expect, it } from 'vitest';
import { loginState, returnPath } from './login-return';

describe('returnPath', () => {
  it('when the state names a path of this site, then the login page goes back there', () => {
    expect(returnPath(loginState('/my-appointment/abc?x=1', true))).toBe('/my-appointment/abc?x=1');
    expect(returnPath(loginState('/my-profile', false))).toBe('/my-profile');
  });

  it('when there is no such path, or one that leaves the site, then it goes home', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ mode: 'login' })).toBe('/');
    expect(returnPath({ from: '//elsewhere.example/x' })).toBe('/');
    expect(returnPath({ from: 'https://elsewhere.example/' })).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
});

describe('loginState', () => {
  it('when the visitor is returning, then the login form comes first', () => {
    expect(loginState('/my-appointment/abc', true)).toEqual({
      from: '/my-appointment/abc',
      mode: 'login',
    });
    expect(loginState('/my-profile', false)).toEqual({ from: '/my-profile' });
  });
});
