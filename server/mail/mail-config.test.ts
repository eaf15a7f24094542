import { describe, expect, it } from 'vitest';
import { readMailConfig } from './mail-config';
import { smtpOptions } from './invitation-notice';

// SMTP_URL, SMTP_FROM and PUBLIC_URL (README's table): mail is off until SMTP_URL is set, links
// default to the server's own address, and a wrong URL stops the start naming the variable.

const LISTENING = { host: '127.0.0.1', port: 8080 };

describe('the mail settings', () => {
  it('sends no mail without SMTP_URL, and links to the server’s own address', () => {
    expect(readMailConfig({}, LISTENING)).toEqual({
      smtpUrl: null,
      from: 'Labforge <labforge@localhost>',
      publicUrl: 'http://127.0.0.1:8080',
    });
  });

  it('reads the server, the sender and the public address', () => {
    const env = {
      SMTP_URL: 'smtp://u:p@mail.example.org:25',
      SMTP_FROM: 'Lab <lab@x.org>',
      PUBLIC_URL: 'https://lab.x.org/',
    };
    expect(readMailConfig(env, LISTENING)).toEqual({
      smtpUrl: 'smtp://u:p@mail.example.org:25',
      from: 'Lab <lab@x.org>',
      publicUrl: 'https://lab.x.org',
    });
  });

  it('refuses a URL that is not SMTP, without repeating its password', () => {
    expect(() => readMailConfig({ SMTP_URL: 'http://u:secret@mail.example.org' }, LISTENING)).toThrow(
      "SMTP_URL must be an smtp:// or smtps:// URL, got 'http://…@mail.example.org'",
    );
    expect(() => readMailConfig({ PUBLIC_URL: 'lab.example.org' }, LISTENING)).toThrow(/PUBLIC_URL must be an http/);
  });

  it('turns SMTP_URL into the transport’s host, port, TLS and login', () => {
    expect(smtpOptions('smtps://ana%40lab:p%20w@mail.example.org')).toMatchObject({
      host: 'mail.example.org',
      port: 465,
      secure: true,
      auth: { user: 'ana@lab', pass: 'p w' },
    });
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false });
    expect(smtpOptions('smtp://127.0.0.1:2525')).not.toHaveProperty('auth');
  });
});
