import { appConfig } from "../../config/app-config";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from "./social-icons";

const networks = [
  { id: "facebook", label: "Facebook", Icon: FacebookIcon },
  { id: "instagram", label: "Instagram", Icon: InstagramIcon },
  { id: "pinterest", label: "Pinterest", Icon: PinterestIcon },
  { id: "youtube", label: "YouTube", Icon: YoutubeIcon },
] as const;

/** The four social networks of spec §2, opened in a new tab; addresses come from configuration. */
export function SocialLinks({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn("flex items-center", compact ? "gap-0" : "gap-1", className)}>
      {networks.map(({ id, label, Icon }) => (
        <li key={id}>
          <a
            href={appConfig.social[id]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("social.newTab", { network: label })}
            className={cn(
              "inline-flex items-center justify-center rounded-full text-current hover:bg-black/10 dark:hover:bg-white/10",
              compact ? "h-8 w-8 max-[389px]:w-7 max-[359px]:w-6" : "h-9 w-9",
            )}
          >
            <Icon width={compact ? 18 : 20} height={compact ? 18 : 20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
