import { describe, expect, it } from 'vitest';
import { opensLogin, returnPath } from './login-return';

const booking = { docId: 'd0c000000000000000000001', slotDate: '25_11_2026', slotTime: '15:30' };

describe('returnPath', () => {
  it('when the state names a path of this site, then the login page goes back there', () => {
    expect(returnPath({ from: '/my-appointment/abc?x=1' }, null)).toBe('/my-appointment/abc?x=1');
    expect(returnPath({ from: '/my-profile' }, booking)).toBe('/my-profile');
  });

  it('when no page asked, but a time was chosen before logging in, then it goes to that doctor', () => {
    expect(returnPath(null, booking)).toBe('/appointment/d0c000000000000000000001');
    expect(returnPath({ from: 'https://elsewhere.example/' }, booking)).toBe(
      '/appointment/d0c000000000000000000001',
    );
  });

  it('when there is no such path, or one that leaves the site, then it goes home', () => {
    expect(returnPath(null, null)).toBe('/');
    expect(returnPath({}, null)).toBe('/');
    expect(returnPath({ from: '//elsewhere.example/x' }, null)).toBe('/');
    expect(returnPath({ from: 'https://elsewhere.example/' }, null)).toBe('/');
    expect(returnPath({ from: 42 }, null)).toBe('/');
  });
});

describe('opensLogin', () => {
  it('when the address asks for login, then the login form comes first; else sign-up', () => {
    expect(opensLogin('?mode=login')).toBe(true);
    expect(opensLogin('?x=1&mode=login')).toBe(true);
    expect(opensLogin('')).toBe(false);
    expect(opensLogin('?mode=signup')).toBe(false);
  });
});
