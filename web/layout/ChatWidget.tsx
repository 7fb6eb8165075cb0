import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UserDto } from "../../shared/auth/auth.schema";
import { buildChatIdentity, type ChatCompany } from "./chatIdentity";

const POLL_INTERVAL_MS = 1000;

interface ClientConfig {
  chatWidgetSrc: string | null;
}

function injectScriptOnce(src: string): void {
  const already = Array.from(document.scripts).some((script) => script.getAttribute("src") === src);
  if (already) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}

/**
 * Loads the live-chat script named by the server (CHAT_WIDGET_SRC) and, polling every second until
 * the widget is ready, hands it the signed-in user and company. Renders nothing.
 */
export function ChatWidget({ user }: { user: UserDto }) {
  const config = useQuery<ClientConfig>({ queryKey: ["/api/client-config"], meta: { silent: true } });
  const src = config.data?.chatWidgetSrc ?? null;
  const company = useQuery<ChatCompany>({
    queryKey: [`/api/companies/${user.companyId}`],
    enabled: src !== null && user.companyId !== null,
    meta: { silent: true },
  });
  const companyReady = user.companyId === null || company.isSuccess || company.isError;
  const companyInfo = company.data ?? null;

  useEffect(() => {
    if (!src || !companyReady) return;
    injectScriptOnce(src);
    const identity = buildChatIdentity(user, companyInfo);
    const identifyWhenReady = (): boolean => {
      const identify = window.HRChatWidget?.identify;
      if (!identify) return false;
      identify(identity);
      return true;
    };
    if (identifyWhenReady()) return;
    const timer = setInterval(() => {
      if (identifyWhenReady()) clearInterval(timer);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [src, companyReady, user, companyInfo]);

  return null;
}
