/** Progress goes to stderr so that stdout carries only the JSON report. */
export function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}
