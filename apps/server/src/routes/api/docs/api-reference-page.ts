import type { OpenApiDocument } from "@frontalier/shared/openapi/openapi-document";

export const API_REFERENCE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ccc}
section{border:1px solid #ddd;border-radius:6px;padding:.5rem .75rem;margin:.75rem 0}
h3{font-size:1rem;margin:.25rem 0;overflow-wrap:anywhere}code,pre{font:14px/1.4 ui-monospace,monospace}
pre{overflow-x:auto;background:#f4f4f4;padding:.5rem;border-radius:4px}
.m{display:inline-block;min-width:4.5rem;font-weight:700}
table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:600}td,th{border-top:1px solid #eee;padding:.25rem;text-align:left;vertical-align:top}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}pre{background:#222}section{border-color:#444}}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: unknown }> } | { $ref: string }
  >;
}

/**
 * The OpenAPI document as a plain page: endpoints grouped by their first path segment, each with
 * who may call it, its parameters, its body and its answers. No script; readable on a phone.
 */
export function apiReferencePage(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as Operation;
      const tag = operation.tags[0] ?? "api";
      const parameters = operation.parameters.length
        ? `<table><caption>Parameters</caption><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Schema</th></tr>${operation.parameters
            .map(
              (p) =>
                `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? " (required)" : ""}</td><td>${p.in}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
            )
            .join("")}</table>`
        : "";
      const body = operation.requestBody
        ? Object.entries(operation.requestBody.content)
            .map(
              ([type, { schema }]) =>
                `<details><summary>Body (${escapeHtml(type)})</summary>${json(schema)}</details>`,
            )
            .join("")
        : "";
      const answers = Object.entries(operation.responses)
        .map(([status, answer]) => {
          if ("$ref" in answer) return `<li>${status}: an error (see below)</li>`;
          const content = Object.entries(answer.content ?? {})
            .map(
              ([type, { schema }]) =>
                `<details><summary>${escapeHtml(type)}</summary>${json(schema)}</details>`,
            )
            .join("");
          return `<li>${status}: ${escapeHtml(answer.description ?? "")}${content}</li>`;
        })
        .join("");
      const html = `<section id="${escapeHtml(operation.operationId)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3><p>${escapeHtml(operation.description)}</p>${parameters}${body}<ul>${answers}</ul></section>`;
      groups.set(tag, [...(groups.get(tag) ?? []), html]);
    }
  }
  const sections = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([tag, items]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${items.join("")}`,
    )
    .join("");
  const nav = [...groups.keys()]
    .sort()
    .map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`)
    .join(" · ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.info.title)} reference</title><style>${API_REFERENCE_STYLE}</style></head><body><main><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1><p>${escapeHtml(document.info.description ?? "")}</p><p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p><nav aria-label="Groups">${nav}</nav>${sections}<h2 id="errors">Errors</h2>${json(document.components.schemas.Error)}</main></body></html>`;
}
