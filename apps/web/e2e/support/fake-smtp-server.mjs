// A real SMTP server on loopback that catches the app's mail for the browser tests, with an HTTP
// side to read what arrived: GET /mails?to=ADDRESS → [{ to, data }], GET /health.
// Usage: node fake-smtp-server.mjs SMTP_PORT HTTP_PORT
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onRcptTo(address, _session, callback) {
    // Like a real server refusing a dead mailbox: the app must mark such addresses bounced.
    if (address.address.startsWith("bounce")) {
      const error = new Error("5.1.1 mailbox unavailable");
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString("utf8"),
      });
      if (mails.length > 500) mails.shift();
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/health") return response.end("ok");
  if (url.pathname === "/mails") {
    const to = url.searchParams.get("to");
    response.setHeader("content-type", "application/json");
    return response.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, "127.0.0.1");
