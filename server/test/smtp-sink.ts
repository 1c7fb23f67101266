import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server for tests that keeps the raw text of every message it accepts in `received`;
 * while `rejectRecipients()` is true it refuses recipients (550), like a failing relay.
 */
export function smtpSink(received: string[], rejectRecipients: () => boolean = () => false): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(
        rejectRecipients() ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null,
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
}
