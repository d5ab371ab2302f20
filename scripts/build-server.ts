/**
 * Compiles the server and the shared package to JavaScript that plain `node` runs (decision 032):
 * `apps/server/src` → `apps/server/dist` and `packages/shared/src` → `packages/shared/dist`, file by
 * file at the same depth, so that every path a module finds from `import.meta.dirname` (migrations,
 * data files, the web build, the children's entries) still resolves. Types are checked by
 * `npm run typecheck`, not here: each file is transpiled alone (the tsconfig's `isolatedModules`
 * and `verbatimModuleSyntax` make that exact).
 *
 * Import specifiers are rewritten: `./x.ts` → `./x.js`, and `@frontalier/shared/<path>` (whose
 * package exports point at TypeScript sources, for the dev server, the tests and Vite) → a relative
 * path into `packages/shared/dist`. The shared locales (JSON) stay package imports.
 *
 * Files are written through a rename, and only files no longer produced are removed, so that a
 * build never leaves a half-written module under a server that is running from the same tree. A
 * file whose output is newer than it (and than this script) is not compiled again: the browser
 * tests compile before they start the server, just after `npm run build` did.
 *
 * `node --import tsx scripts/build-server.ts`
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export const repoRoot = resolve(import.meta.dirname, "..");
const sharedSrc = join(repoRoot, "packages/shared/src");
const sharedOut = join(repoRoot, "packages/shared/dist");

/** Each tree compiled, and where its JavaScript goes. */
export const compiledTrees = [
  { src: sharedSrc, out: sharedOut },
  { src: join(repoRoot, "apps/server/src"), out: join(repoRoot, "apps/server/dist") },
] as const;

const SHARED_PACKAGE = "@frontalier/shared/";

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  verbatimModuleSyntax: true,
  sourceMap: true,
};

/**
 * Tests, their helpers (`testing/`) and corpora (`fixtures/`) stay out of the build, and so do a
 * tree's notes; the check of every relative import below fails the build if a module needs one.
 */
const leftOut = (path: string) =>
  /\.test\.tsx?$/.test(path) ||
  path.endsWith(".md") ||
  path.split(sep).some((part) => part === "testing" || part === "fixtures");

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const toPosix = (path: string) => path.split(sep).join("/");

/**
 * The specifier that `outFile`, compiled from `sourceFile`, uses for `specifier`; null to keep it.
 */
export function rewriteSpecifier(
  specifier: string,
  sourceFile: string,
  outFile: string,
): string | null {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    const swapped = specifier.replace(/\.(ts|tsx)$/, ".js").replace(/\.mts$/, ".mjs");
    if (swapped !== specifier) return swapped;
    // Without an extension (Vite and tsx accept it, Node does not): the module it names.
    if (existsSync(resolve(dirname(sourceFile), `${specifier}.ts`))) return `${specifier}.js`;
    return null;
  }
  if (specifier.startsWith(SHARED_PACKAGE)) {
    const subpath = specifier.slice(SHARED_PACKAGE.length);
    // Only modules: `@frontalier/shared/locales/…json` resolves through the package's exports.
    if (!existsSync(join(sharedSrc, `${subpath}.ts`))) return null;
    const target = toPosix(relative(dirname(outFile), join(sharedOut, `${subpath}.js`)));
    return target.startsWith(".") ? target : `./${target}`;
  }
  return null;
}

function specifierRewriter(
  sourceFile: string,
  outFile: string,
): ts.TransformerFactory<ts.SourceFile> {
  return (context) => {
    const { factory } = context;
    const literal = (node: ts.Expression | undefined) => {
      if (!node || !ts.isStringLiteral(node)) return undefined;
      const rewritten = rewriteSpecifier(node.text, sourceFile, outFile);
      return rewritten === null ? undefined : factory.createStringLiteral(rewritten);
    };
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isImportDeclaration(node)) {
        const specifier = literal(node.moduleSpecifier);
        if (specifier) {
          return factory.updateImportDeclaration(
            node,
            node.modifiers,
            node.importClause,
            specifier,
            node.attributes,
          );
        }
      } else if (ts.isExportDeclaration(node)) {
        const specifier = literal(node.moduleSpecifier);
        if (specifier) {
          return factory.updateExportDeclaration(
            node,
            node.modifiers,
            node.isTypeOnly,
            node.exportClause,
            specifier,
            node.attributes,
          );
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword
      ) {
        const [first, ...rest] = node.arguments;
        const specifier = literal(first);
        if (specifier) {
          return factory.updateCallExpression(node, node.expression, node.typeArguments, [
            specifier,
            ...rest,
          ]);
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (sourceFile) => ts.visitNode(sourceFile, visit) as ts.SourceFile;
  };
}

/** Writes through a temporary file and a rename: a reader sees the old file or the new one. */
async function writeAtomically(file: string, content: string | Buffer) {
  await mkdir(dirname(file), { recursive: true });
  // Another build may write the same file at the same time (test files run in parallel).
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export interface BuildResult {
  modules: number;
  assets: number;
  /** Files whose output was already newer than them. */
  unchanged: number;
  removed: number;
}

/** Changing this script changes every output. */
const scriptChanged = (await stat(import.meta.filename)).mtimeMs;

/** The output was written after its source and this script: nothing to do. */
async function upToDate(source: string, outputs: readonly string[]): Promise<boolean> {
  const sourceChanged = Math.max((await stat(source)).mtimeMs, scriptChanged);
  for (const output of outputs) {
    const written = await stat(output).catch(() => null);
    if (!written || written.mtimeMs < sourceChanged) return false;
  }
  return true;
}

async function buildTree(src: string, out: string, result: BuildResult) {
  const written = new Set<string>();
  for await (const file of filesUnder(src)) {
    const path = relative(src, file);
    if (leftOut(path)) continue;
    if (/\.(ts|tsx|mts)$/.test(path)) {
      if (path.endsWith(".d.ts")) continue;
      const outFile = join(out, path.replace(/\.(ts|tsx)$/, ".js").replace(/\.mts$/, ".mjs"));
      written.add(outFile).add(`${outFile}.map`);
      if (await upToDate(file, [outFile, `${outFile}.map`])) {
        result.unchanged += 1;
        continue;
      }
      const source = await readFile(file, "utf8");
      const output = ts.transpileModule(source, {
        compilerOptions,
        fileName: file,
        reportDiagnostics: true,
        transformers: { before: [specifierRewriter(file, outFile)] },
      });
      const errors = (output.diagnostics ?? []).filter(
        (diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error,
      );
      if (errors.length > 0) {
        throw new Error(
          `${path}: ${errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")).join("; ")}`,
        );
      }
      const map = JSON.parse(output.sourceMapText ?? "{}") as { sources?: string[] };
      map.sources = [toPosix(relative(dirname(outFile), file))];
      await writeAtomically(outFile, output.outputText);
      await writeAtomically(`${outFile}.map`, JSON.stringify(map));
      result.modules += 1;
      continue;
    }
    const outFile = join(out, path);
    if (await upToDate(file, [outFile])) {
      written.add(outFile);
      result.unchanged += 1;
      continue;
    }
    const content = await readFile(file);
    // A development entry that loads TypeScript through tsx (a child process's `.mjs` wrapper)
    // has a compiled counterpart and cannot run without tsx, a development dependency.
    if (path.endsWith(".mjs") && content.toString("utf8").includes('from "tsx/')) continue;
    await writeAtomically(outFile, content);
    written.add(outFile);
    result.assets += 1;
  }
  if (!existsSync(out)) return;
  for await (const file of filesUnder(out)) {
    // Another build's file being written; it renames it in a moment.
    if (file.endsWith(".tmp")) continue;
    if (!written.has(file)) {
      await rm(file, { force: true });
      result.removed += 1;
    }
  }
}

/** Every relative import of the compiled trees that names no file: a build that cannot run. */
export async function unresolvedImports(): Promise<string[]> {
  const missing: string[] = [];
  for (const { out } of compiledTrees) {
    for await (const file of filesUnder(out)) {
      if (!/\.m?js$/.test(file)) continue;
      const text = await readFile(file, "utf8");
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
        const target = resolve(dirname(file), match[1] ?? "");
        if (!existsSync(target)) missing.push(`${relative(repoRoot, file)} → ${match[1]}`);
      }
    }
  }
  return missing;
}

export async function buildServer(): Promise<BuildResult> {
  const result: BuildResult = { modules: 0, assets: 0, unchanged: 0, removed: 0 };
  for (const { src, out } of compiledTrees) await buildTree(src, out, result);
  const missing = await unresolvedImports();
  if (missing.length > 0) throw new Error(`imports that name no file:\n${missing.join("\n")}`);
  return result;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const result = await buildServer();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `server: ${result.modules} modules and ${result.assets} files compiled, ` +
      `${result.unchanged} up to date, ${result.removed} old ones removed, in ${seconds} s`,
  );
}
