/** Shown inside a layout while a page's translations or data load. */
export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" aria-hidden="true">
      <div className="h-1 w-40 overflow-hidden rounded bg-[var(--border)]">
        <div className="h-full w-1/3 animate-pulse bg-brand" />
      </div>
    </div>
  );
}
