import { useTranslation } from "react-i18next";
import { appConfig } from "../../config/app-config";
import { cn } from "../../lib/cn";
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from "./social-icons";

const networks = [
  { id: "facebook", label: "Facebook", Icon: FacebookIcon },
  { id: "instagram", label: "Instagram", Icon: InstagramIcon },
  { id: "pinterest", label: "Pinterest", Icon: PinterestIcon },
  { id: "youtube", label: "YouTube", Icon: YoutubeIcon },
] as const;

/** The four social networks of spec §2, opened in a new tab; addresses come from configuration. */
export function SocialLinks({ className, size = 20 }: { className?: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {networks.map(({ id, label, Icon }) => (
        <li key={id}>
          <a
            href={appConfig.social[id]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("social.newTab", { network: label })}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full text-current opacity-90 hover:bg-black/10 hover:opacity-100 dark:hover:bg-white/10"
          >
            <Icon width={size} height={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
