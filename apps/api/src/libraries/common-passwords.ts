/**
 * The most common passwords of public breach lists (NCSC's top list and SecLists' top 100 among
 * them), limited to those of 8 or more characters since shorter ones fail the length rule anyway.
 * Compared in lower case.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111',
  '00000000', '87654321', '88888888', '987654321', '123321123', '11223344', '12341234',
  '147258369', '159753456', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'q1w2e3r4', 'zaq12wsx',
  'password', 'password1', 'password12', 'password123', 'password@123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa$$word', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'qwerty1234',
  'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'abcd1234', 'abc12345', 'abcdefgh', 'iloveyou',
  'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'whatever', 'trustno1', 'superman', 'starwars', 'computer', 'michelle', 'jennifer',
  'corvette', 'mercedes', 'master123', 'letmein1', 'admin123', 'administrator', 'changeme',
  'qazwsxedc', 'football1', 'charlie1', 'aa123456', 'password!', 'secret123', 'test1234',
  'india123', 'india@123', 'bharat123', 'krishna123', 'sairam123', 'omsairam', 'ganesh123',
  'hanuman123', 'jaishreeram', 'mumbai123', 'delhi123', 'cricket1', 'cricket123',
  'sachin123', 'welcome@123', 'admin@123', 'pass@123', 'abc@1234', 'india@1234', 'doctor123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
