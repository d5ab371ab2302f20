import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { PDF_PARSE_TIMEOUT_MS } from "@frontalier/shared/pdf-import/limits";
import type { ParseOutcome } from "./worker/parse-pdf.ts";

export interface PdfParserPoolOptions {
  /** Workers parsing at once; the others wait in line. */
  size?: number;
  /** Per file, from the moment a worker takes it; past it the worker is terminated. */
  timeoutMs?: number;
  /** Heap of one worker: a file that needs more is refused, the server lives on. */
  maxOldGenerationSizeMb?: number;
  /** Files waiting for a worker; more are refused (503) rather than queued for minutes. */
  maxQueue?: number;
  maxPages?: number;
}

/** Thrown when the line of waiting files is full. */
export class PdfParserBusy extends Error {
  override name = "PdfParserBusy";
}

interface Job {
  bytes: Uint8Array;
  resolve(outcome: ParseOutcome): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

const workerUrl = new URL("./worker/pdf-worker.mjs", import.meta.url);

// One core stays with the event loop, so that parsing never starves the other requests.
const defaultSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Parses PDFs in worker threads (pdfjs is CPU-bound): a small pool with bounded heaps, a per-file
 * time limit that terminates the worker, and a bounded queue. Workers start on first use.
 */
export class PdfParserPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private closed = false;
  private nextId = 1;

  constructor(private readonly options: PdfParserPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? PDF_PARSE_TIMEOUT_MS;
    this.maxQueue = options.maxQueue ?? 32;
    this.slots = Array.from({ length: options.size ?? defaultSize() }, () => ({
      worker: null,
      ready: false,
      job: null,
      timer: null,
    }));
  }

  parse(bytes: Uint8Array): Promise<ParseOutcome> {
    if (this.closed) return Promise.reject(new Error("the PDF parser pool is closed"));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new PdfParserBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the PDF parser pool closed"));
    await Promise.all(
      this.slots.map((slot) => {
        const worker = slot.worker;
        this.finish(slot, { ok: false, code: "pdf_too_complex" });
        return worker?.terminate();
      }),
    );
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      if (!slot.worker) this.spawn(slot);
      if (!slot.ready) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.kill(slot), this.timeoutMs);
      // A copy of its own, transferred: the request's buffer may share memory with others.
      const bytes = new Uint8Array(job.bytes);
      slot.worker!.postMessage({ id: this.nextId++, bytes }, [bytes.buffer]);
    }
  }

  private spawn(slot: Slot) {
    const worker = new Worker(workerUrl, {
      workerData: { maxPages: this.options.maxPages },
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb ?? 256,
        maxYoungGenerationSizeMb: 32,
      },
      // pdfjs warns about fonts it does not need for text: not the server's log.
      stdout: true,
    });
    worker.stdout.resume();
    worker.unref();
    slot.worker = worker;
    slot.ready = false;
    worker.on("message", (message: { ready?: true; outcome?: ParseOutcome }) => {
      if (slot.worker !== worker) return;
      if (message.ready) slot.ready = true;
      else if (message.outcome) this.finish(slot, message.outcome);
      this.dispatch();
    });
    // Out of memory, or a crash inside pdfjs: the file is refused and the worker replaced.
    const lost = (error?: unknown) => {
      if (slot.worker !== worker) return;
      const started = slot.ready;
      slot.worker = null;
      slot.ready = false;
      this.finish(slot, { ok: false, code: "pdf_too_complex" });
      if (this.closed) return;
      // A worker that cannot even start is the server's fault, and retrying would loop.
      if (!started) {
        const failure = new Error("the PDF worker did not start", { cause: error });
        for (const job of this.queue.splice(0)) job.reject(failure);
        return;
      }
      this.dispatch();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
  }

  private kill(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    this.finish(slot, { ok: false, code: "pdf_too_complex" });
    void worker?.terminate();
    this.dispatch();
  }

  private finish(slot: Slot, outcome: ParseOutcome) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    job?.resolve(outcome);
  }
}
