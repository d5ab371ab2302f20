// A real SMTP server on loopback that catches the app's mail for the browser tests, with an HTTP
// side to read what arrived: GET /health, GET /mails?to=ADDRESS → the mails to ADDRESS, oldest
// first, each as { to, subject, text, headers, data }: `to` the envelope's recipients, `subject`
// and `headers` with RFC 2047 encoded-words decoded, `text` the text/plain part's body decoded
// (quoted-printable or base64, then its charset), `data` the message as it came over the wire.
// The tests read the mail here because the server's development outbox only answers requests made
// straight to it, and theirs come through a stand-in proxy (X-Forwarded-For).
// Usage: node fake-smtp-server.mjs SMTP_PORT HTTP_PORT
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const mails = [];

/**
 * Bytes to text in `charset`. An unknown or missing label reads as UTF-8, which US-ASCII (the
 * MIME default) is a subset of.
 */
function decodeBytes(bytes, charset) {
  try {
    return new TextDecoder(charset || "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/**
 * A header value with its encoded-words (`=?UTF-8?Q?Baisse_de_prix?=`, `=?UTF-8?B?…?=`) decoded.
 * Adjacent words are joined byte-wise before decoding and the white space between them dropped
 * (RFC 2047 §6.2): a long subject is folded into several words, which need not end on a
 * character boundary.
 */
function decodeEncodedWords(value) {
  const word = /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/gi;
  let text = "";
  let charset = "";
  let chunks = [];
  const flush = () => {
    if (chunks.length > 0) text += decodeBytes(Buffer.concat(chunks), charset);
    chunks = [];
  };
  let end = 0;
  for (const match of value.matchAll(word)) {
    const between = value.slice(end, match.index);
    const followsWord = end > 0 && between.trim() === "";
    // RFC 2231 lets a charset name carry a language after `*` (`UTF-8*fr`).
    const wordCharset = match[1].split("*")[0].toLowerCase();
    if (!followsWord || wordCharset !== charset) flush();
    if (!followsWord) text += between;
    charset = wordCharset;
    chunks.push(
      match[2].toLowerCase() === "b"
        ? Buffer.from(match[3], "base64")
        : quotedPrintableBytes(match[3].replaceAll("_", " ")),
    );
    end = match.index + match[0].length;
  }
  flush();
  return text + value.slice(end);
}

/** `=C3=A9` escapes to their bytes and `=` at a line's end (a soft break) removed. */
function quotedPrintableBytes(latin1) {
  const joined = latin1.replace(/=\r?\n/g, "");
  const bytes = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * A message or a MIME part, read as latin1 so that each character is one byte of the original:
 * its header block (unfolded, names in lower case, encoded-words decoded) and its raw body.
 */
function splitEntity(latin1) {
  const blank = /\r?\n\r?\n/.exec(latin1);
  const head = blank ? latin1.slice(0, blank.index) : latin1;
  const body = blank ? latin1.slice(blank.index + blank[0].length) : "";
  const headers = {};
  for (const line of head.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Raw UTF-8 in a header (SMTPUTF8) is read back as UTF-8; ASCII is unchanged by this.
    const value = decodeEncodedWords(
      Buffer.from(line.slice(colon + 1).trim(), "latin1").toString("utf8"),
    );
    // A repeated header (Received) keeps its first value: the tests ask for single ones.
    headers[name] ??= value;
  }
  return { headers, body };
}

/** A parameter of a structured header: `boundary` of `multipart/alternative; boundary="x"`. */
function headerParameter(value, name) {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value ?? "");
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The parts of a multipart body, between its `--boundary` lines, without the preamble. */
function multipartParts(body, boundary) {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The line break before a delimiter belongs to the delimiter (RFC 2046 §5.1.1), not the part.
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, "g");
  const parts = [];
  let start = -1;
  for (const match of body.matchAll(delimiter)) {
    if (start >= 0) parts.push(body.slice(start, match.index));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return parts;
}

/** The decoded body of the first text/plain part of an entity that is not an attachment. */
function plainText(latin1) {
  const { headers, body } = splitEntity(latin1);
  const type = headers["content-type"] ?? "text/plain";
  const mediaType = type.split(";")[0].trim().toLowerCase();
  if (mediaType.startsWith("multipart/")) {
    const boundary = headerParameter(type, "boundary");
    if (!boundary) return undefined;
    for (const part of multipartParts(body, boundary)) {
      const text = plainText(part);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (mediaType !== "text/plain") return undefined;
  if (/^\s*attachment/i.test(headers["content-disposition"] ?? "")) return undefined;
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").trim().toLowerCase();
  const bytes =
    encoding === "quoted-printable"
      ? quotedPrintableBytes(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64")
        : Buffer.from(body, "latin1");
  // Mail travels with CRLF line ends; the app wrote its text with \n.
  return decodeBytes(bytes, headerParameter(type, "charset")).replace(/\r\n/g, "\n");
}

/** What GET /mails answers for one message. */
function decodeMail(to, raw) {
  // The message's last line break ends the SMTP DATA, not the text.
  const latin1 = raw.toString("latin1").replace(/\r?\n$/, "");
  const { headers } = splitEntity(latin1);
  return {
    to,
    subject: headers.subject ?? "",
    text: plainText(latin1) ?? "",
    headers,
    data: raw.toString("utf8"),
  };
}

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
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      // Decoded once, on arrival: a mail the catcher cannot read fails the test that sent it
      // with the reason, rather than every later read.
      try {
        mails.push(decodeMail(to, Buffer.concat(chunks)));
      } catch (error) {
        return callback(error);
      }
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
    // Addresses compared without case: the app may keep them as the visitor typed them.
    const to = url.searchParams.get("to")?.toLowerCase();
    const matching = mails.filter(
      (mail) => !to || mail.to.some((address) => address.toLowerCase() === to),
    );
    response.setHeader("content-type", "application/json");
    return response.end(JSON.stringify(matching));
  }
  response.statusCode = 404;
  response.end();
}).listen(httpPort, "127.0.0.1");
