import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders (and so downloads and draws) its lazy children once they come within 300 px of the
 * viewport: what lies far below the fold stays off the first paint's main thread.
 */
export function WhenNear({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const [near, setNear] = useState(false);
  const watch = (element: HTMLDivElement | null) => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  };
  return (
    <div ref={watch} className={className} data-testid={testId}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
