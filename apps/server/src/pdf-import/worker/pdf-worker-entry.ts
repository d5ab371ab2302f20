import { parentPort, workerData } from "node:worker_threads";
import { parsePdf } from "./parse-pdf.ts";

export interface ParseJob {
  id: number;
  bytes: Uint8Array;
}

const { maxPages } = (workerData ?? {}) as { maxPages?: number };

// pdfjs is loaded by the import above: "ready" means the next file is parsed at once.
parentPort!.on("message", async (job: ParseJob) => {
  parentPort!.postMessage({ id: job.id, outcome: await parsePdf(job.bytes, maxPages) });
});
parentPort!.postMessage({ ready: true });
