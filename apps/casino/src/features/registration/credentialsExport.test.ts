import { describe, expect, it } from 'vitest';
import { credentialsFileName, credentialsText } from './credentialsExport.ts';

describe('credentials export', () => {
  it('writes the heading, username and password, one per line', () => {
    expect(
      credentialsText(
        { username: 'playerab12', password: 'x9!Aq' },
        { heading: 'Curacao login details', username: 'Username', password: 'Password' },
      ),
    ).toBe('Curacao login details\nUsername: playerab12\nPassword: x9!Aq\n');
  });

  it('names the file after the username, safely', () => {
    expect(credentialsFileName('player12ab', 'txt')).toBe('player12ab.txt');
    expect(credentialsFileName('a/b c', 'png')).toBe('a_b_c.png');
    expect(credentialsFileName('', 'txt')).toBe('credentials.txt');
  });
});
