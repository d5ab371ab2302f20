import { type ChildProcess, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { PDF_PARSE_TIMEOUT_MS } from "@frontalier/shared/pdf-import/limits";
import { runsCompiled } from "../lib/runs-compiled.ts";
import { residentMb } from "./process-memory.ts";
import type { ParseOutcome } from "./worker/parse-pdf.ts";
import type { ParseRequest, ParserMessage } from "./worker/parser-child.ts";

/**
 * Resident memory of one parser child past which it is killed and its file refused. Measured
 * (decision 024): a child idles at about 135 MB and reads a 200-page list within 180 MB; the
 * decompression bomb of the tests grows it by about 250 MB a second, all of it in typed arrays.
 */
export const PDF_PARSER_MAX_RSS_MB = 320;
/** A busy child's memory is read this often: a bomb is killed 2 to 12 MB past the limit. */
export const PDF_PARSER_SAMPLE_MS = 25;
/** The children's JavaScript heap; pdfjs's typed arrays are outside it, hence the limit above. */
const MAX_OLD_SPACE_MB = 192;
/** Files waiting for a child, each holding its upload (up to 10 MB) in the server's memory. */
export const PDF_PARSER_MAX_QUEUE = 8;
/** A child that kept more than this share of its limit after a file is replaced by a fresh one. */
const RECYCLE_SHARE = 0.75;

export interface PdfParserPoolOptions {
  /** The child's entry: the PDF text parser by default, or the OCR child (ocr/ocr-child.mjs). */
  entry?: string;
  /** Children parsing at once; the other files wait in line. */
  size?: number;
  /** Per file, from the moment a child takes it; past it the child is killed. */
  timeoutMs?: number;
  /** Resident memory of one child, in MB (`PDF_PARSER_MAX_RSS_MB`). */
  maxRssMb?: number;
  /** JavaScript heap of one child, in MB. */
  maxOldGenerationSizeMb?: number;
  /** Files waiting for a child; more are refused (503) rather than queued for minutes. */
  maxQueue?: number;
  maxPages?: number;
  /** Told when a file costs its child its life: over the memory or time limit, or a crash. */
  onLoss?: (loss: ParserLoss) => void;
  /**
   * More environment for each child, asked as it starts: what the child needs on disk is made
   * by the server, which outlives the child (a killed child cleans up nothing).
   */
  childEnv?: () => NodeJS.ProcessEnv;
}

/** What a file is read with, beside its bytes. */
export interface ParseHints {
  /** OCR: tesseract's models (`ocrLanguagesFor`). */
  languages?: string[];
}

export interface ParserLoss {
  reason: "memory" | "time" | "crash";
  /** The child's resident memory when it was killed (memory), or last read. */
  rssMb: number | null;
  elapsedMs: number;
}

/** Thrown when the line of waiting files is full. */
export class PdfParserBusy extends Error {
  override name = "PdfParserBusy";
}

interface Job {
  bytes: Uint8Array;
  hints: ParseHints;
  resolve(outcome: ParseOutcome): void;
  reject(error: unknown): void;
}

interface Slot {
  child: ChildProcess | null;
  ready: boolean;
  job: Job | null;
  jobId: number;
  startedAt: number;
  timer: NodeJS.Timeout | null;
}

const parserEntry = fileURLToPath(
  new URL(
    runsCompiled ? "./worker/parser-child-main.js" : "./worker/parser-child.mjs",
    import.meta.url,
  ),
);
const refused: ParseOutcome = { ok: false, code: "pdf_too_complex" };
const STDERR_TAIL = 2048;

// One core stays with the event loop, so that parsing never starves the other requests.
const defaultSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Parses PDFs in child processes, whose whole memory the kernel gives back when they end: worker
 * threads share the server's, and pdfjs's typed arrays are outside any V8 heap limit, so a file
 * that inflates to gigabytes grew the server itself (issue: 225 MB → 2.1 GB, 1.8 GB kept). Each
 * child is killed past its resident memory (read from /proc while it parses), its heap or its
 * time, and replaced at once; a child is started ahead, so that a file never waits for one.
 */
export class PdfParserPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private readonly timeoutMs: number;
  private readonly maxRssMb: number;
  private readonly maxQueue: number;
  private watcher: NodeJS.Timeout | null = null;
  private closed = false;
  private nextId = 1;

  constructor(private readonly options: PdfParserPoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? PDF_PARSE_TIMEOUT_MS;
    this.maxRssMb = options.maxRssMb ?? PDF_PARSER_MAX_RSS_MB;
    this.maxQueue = options.maxQueue ?? PDF_PARSER_MAX_QUEUE;
    this.slots = Array.from({ length: options.size ?? defaultSize() }, () => ({
      child: null,
      ready: false,
      job: null,
      jobId: 0,
      startedAt: 0,
      timer: null,
    }));
  }

  /** The children's process ids (tests and diagnostics read their memory). */
  get pids(): number[] {
    return this.slots.flatMap((slot) => (slot.child?.pid ? [slot.child.pid] : []));
  }

  /** Starts the children now rather than with the first file. */
  warm(): void {
    if (this.closed) return;
    for (const slot of this.slots) if (!slot.child) this.spawn(slot);
  }

  parse(bytes: Uint8Array, hints: ParseHints = {}): Promise<ParseOutcome> {
    if (this.closed) return Promise.reject(new Error("the PDF parser pool is closed"));
    if (this.queue.length >= this.maxQueue) return Promise.reject(new PdfParserBusy());
    return new Promise((resolve, reject) => {
      this.queue.push({ bytes, hints, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the PDF parser pool closed"));
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
    await Promise.all(
      this.slots.map((slot) => {
        const child = slot.child;
        this.detach(slot);
        this.finish(slot, refused);
        return child ? stop(child) : undefined;
      }),
    );
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      if (!slot.child) this.spawn(slot);
      if (!slot.ready) continue;
      const job = this.queue.shift()!;
      const child = slot.child!;
      slot.job = job;
      slot.jobId = this.nextId++;
      slot.startedAt = Date.now();
      slot.timer = setTimeout(() => this.kill(slot, "time"), this.timeoutMs);
      const request: ParseRequest = {
        id: slot.jobId,
        bytes: job.bytes,
        maxPages: this.options.maxPages,
        ...job.hints,
      };
      // A child that died meanwhile is handled by its exit event.
      child.send(request, (error) => {
        if (error && slot.child === child) this.kill(slot, "crash");
      });
      this.watch();
    }
  }

  private spawn(slot: Slot) {
    const child = fork(this.options.entry ?? parserEntry, [], {
      execArgv: [`--max-old-space-size=${this.options.maxOldGenerationSizeMb ?? MAX_OLD_SPACE_MB}`],
      // Structured clone: the file crosses as bytes, not as a JSON array of numbers.
      serialization: "advanced",
      // pdfjs warns on stdout about fonts it does not need for text: not the server's log.
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      env: { ...childEnv(), ...this.options.childEnv?.() },
    });
    // An idle pool keeps no process alive; a file being parsed has its timer for that.
    child.unref();
    child.channel?.unref();
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    slot.child = child;
    slot.ready = false;
    child.on("message", (message: ParserMessage) => {
      if (slot.child !== child) return;
      if ("ready" in message) slot.ready = true;
      else if (message.id === slot.jobId) this.done(slot, message.outcome);
      this.dispatch();
    });
    const lost = (error?: unknown) => {
      if (slot.child !== child) return;
      const started = slot.ready;
      if (!started) {
        // A child that cannot even start is the server's fault, and retrying would loop.
        this.detach(slot);
        const failure = new Error(`the PDF parser did not start: ${stderr.trim()}`, {
          cause: error,
        });
        for (const job of this.queue.splice(0)) job.reject(failure);
        return;
      }
      // Out of heap, or a crash inside pdfjs: the file is refused and the child replaced.
      this.kill(slot, "crash");
    };
    child.on("error", lost);
    child.on("exit", () => lost());
  }

  /** Reads the memory of every busy child, while any is busy. */
  private watch() {
    if (this.watcher) return;
    this.watcher = setInterval(() => {
      let busy = false;
      for (const slot of this.slots) {
        const pid = slot.job ? slot.child?.pid : undefined;
        if (!pid) continue;
        busy = true;
        const rss = residentMb(pid);
        if (rss !== null && rss > this.maxRssMb) this.kill(slot, "memory", rss);
      }
      if (!busy && this.watcher) {
        clearInterval(this.watcher);
        this.watcher = null;
      }
    }, PDF_PARSER_SAMPLE_MS);
    this.watcher.unref();
  }

  private done(slot: Slot, outcome: ParseOutcome) {
    this.finish(slot, outcome);
    const pid = slot.child?.pid;
    const rss = pid ? residentMb(pid) : null;
    // What pdfjs kept (caches, a heap grown for a large file) is given back by a fresh child.
    if (rss !== null && rss > this.maxRssMb * RECYCLE_SHARE) this.replace(slot);
  }

  private kill(slot: Slot, reason: ParserLoss["reason"], rssMb?: number) {
    const pid = slot.child?.pid;
    const loss: ParserLoss = {
      reason,
      rssMb: rssMb ?? (pid ? residentMb(pid) : null),
      elapsedMs: slot.job ? Date.now() - slot.startedAt : 0,
    };
    const hadJob = slot.job !== null;
    this.replace(slot);
    this.finish(slot, refused);
    if (hadJob) this.options.onLoss?.(loss);
    this.dispatch();
  }

  /** Kills the slot's child and starts a fresh one at once, so that the next file finds it ready. */
  private replace(slot: Slot) {
    const child = slot.child;
    this.detach(slot);
    child?.kill("SIGKILL");
    if (!this.closed) this.spawn(slot);
  }

  private detach(slot: Slot) {
    slot.child = null;
    slot.ready = false;
  }

  private finish(slot: Slot, outcome: ParseOutcome) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    job?.resolve(outcome);
  }
}

/**
 * The server's environment without NODE_OPTIONS: an `--import tsx` there would load pdfjs through
 * the TypeScript loader again (see parser-child.mjs).
 */
function childEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  return env;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}
