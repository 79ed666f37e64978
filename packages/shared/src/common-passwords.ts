/**
 * Frequently used passwords of 10 or more characters (shorter ones fail the length rule anyway),
 * drawn from published breach-frequency lists. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890', '0987654321', '12345678910', '123456789012', '1234567890123', '11111111111',
  '1111111111', '0000000000', '2222222222', '5555555555', '7777777777', '8888888888', '9999999999',
  '1234512345', '1122334455', '1212121212', '1231231231', '1234554321', '0123456789', '9876543210',
  'qwertyuiop', 'qwertyuiop123', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'qwertyqwerty',
  'asdfghjkl1', 'asdfghjkl123', 'zxcvbnm123', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5',
  'q1w2e3r4t5y6', '1qaz2wsx3edc', 'zaq12wsxcde3', 'qazwsxedcrfv', 'zaq1xsw2cde3', '1qazxsw23edc',
  'password12', 'password123', 'password1234', 'password12345', 'password123!', 'passw0rd123',
  'p@ssw0rd123', 'p@ssword123', 'password01', 'password00', 'passwordpassword', 'mypassword',
  'mypassword1', 'newpassword', 'changeme123', 'letmein1234', 'welcome123', 'welcome1234',
  'welcome2024', 'welcome2025', 'welcome2026', 'administrator', 'admin12345', 'admin123456',
  'iloveyou12', 'iloveyou123', 'iloveyou1234', 'sunshine123', 'princess123', 'football123',
  'baseball123', 'superman123', 'starwars123', 'dragon1234', 'monkey1234', 'michael123',
  'jennifer123', 'computer123', 'internet123', 'trustno1234', 'abcdefghij', 'abcdefghijk',
  'abc1234567', 'abcd123456', 'abcde12345', 'a1b2c3d4e5', 'aaaaaaaaaa', 'qqqqqqqqqq',
  'haslo12345', 'haslo123456', 'polska1234', 'polska12345', 'zaq1@wsx', 'kochamcie123',
  'samsung123', 'unknown123', 'whatever123', 'secret1234', 'fairhub123', 'fairhub2026',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
