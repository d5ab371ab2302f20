import { Package } from "lucide-react";
import { cn } from "../../lib/cn";

const sizes = {
  sm: { box: "h-14 w-14 rounded-md", icon: 24 },
  lg: { box: "h-32 w-32 rounded-2xl", icon: 48 },
} as const;

/**
 * An article's photo, or a placeholder when the retailer has none. Photos are shot on white and
 * keep a white frame; the placeholder takes the page's muted surface, so that in dark mode it
 * does not glare as a white square (issue 19).
 */
export function ArticleImage({
  src,
  alt,
  size = "lg",
  className,
}: {
  src: string | null | undefined;
  /** The article's name when the image is the only place it is given; "" when written beside. */
  alt: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const { box, icon } = sizes[size];
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden border border-[var(--border)]",
        src ? "bg-white" : "bg-[var(--surface-muted)]",
        box,
        className,
      )}
      data-testid="article-image"
    >
      {src ? (
        <img src={src} alt={alt} className="h-full w-full object-contain" />
      ) : (
        <Package size={icon} aria-hidden="true" className="text-[var(--text-muted)]" />
      )}
    </div>
  );
}
