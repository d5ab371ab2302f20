import { cn } from "../../lib/cn";

const sizes = { sm: "h-9 w-9 text-sm", md: "h-16 w-16 text-xl", lg: "h-24 w-24 text-3xl" } as const;

export const initialsOf = (firstName: string, lastName: string): string =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";

/**
 * Spec §3 `sPhoto` (default: an avatar): the photo, or the initials on the brand colour. The
 * image is decorative; the name is always written next to it.
 */
export function Avatar({
  photo,
  firstName,
  lastName,
  size = "md",
  className,
}: {
  photo: string | null;
  firstName: string;
  lastName: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand font-bold text-white select-none dark:text-[#0b1220]",
        sizes[size],
        className,
      )}
      data-testid="avatar"
    >
      {photo ? (
        <img src={photo} alt="" className="h-full w-full object-cover" />
      ) : (
        initialsOf(firstName, lastName)
      )}
    </span>
  );
}
