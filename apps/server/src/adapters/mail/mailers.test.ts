import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

/** A minimal SMTP server (no TLS, no auth) that keeps what it receives. */
function startSmtpSink(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = data ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (data) {
          messages.push(buffer.slice(0, index));
          buffer = buffer.slice(index + 5);
          data = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('SMTP mailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends the text and HTML parts from MAIL_FROM to the recipient over SMTP', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${sink.port}`,
      'Mzansi Stream <no-reply@mzansistream.co.za>',
    );
    await mailer.send({
      to: 'sipho@example.co.za',
      subject: 'Reset your Mzansi Stream password',
      text: 'Choose a new password: https://stream.example.co.za/auth?reset=true&token=abc',
      html: '<p>Choose a new password</p>',
      kind: 'reset_password',
    });
    await mailer.close();
    expect(sink.messages).toHaveLength(1);
    const message = sink.messages[0]!;
    expect(message).toContain('From: Mzansi Stream <no-reply@mzansistream.co.za>');
    expect(message).toContain('To: sipho@example.co.za');
    expect(message).toContain('Subject: Reset your Mzansi Stream password');
    expect(message).toContain('text/plain');
    expect(message).toContain('text/html');
  });
});
