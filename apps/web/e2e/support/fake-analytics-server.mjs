// A stand-in for the analytics provider's script host, on loopback: the script it serves sets
// the cookies a real tag would, so consent tests can prove they are removed on withdrawal.
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 4322);
const script = `
window.__analyticsLoaded = (window.__analyticsLoaded || 0) + 1;
document.cookie = "_ga=GA1.1.123456789.1700000000; Path=/; Max-Age=63072000; SameSite=Lax";
document.cookie = "_ga_TEST123=GS1.1.1700000000.1.0; Path=/; Max-Age=63072000; SameSite=Lax";
`;

createServer((req, res) => {
  if (req.url?.startsWith("/gtag.js")) {
    res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
    res.end(script);
    return;
  }
  if (req.url === "/health") {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
    return;
  }
  res.writeHead(404);
  res.end();
}).listen(port, "127.0.0.1");
