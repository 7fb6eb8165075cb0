import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UserDto } from "../../shared/auth/auth.schema";
import { clientConfigSchema } from "../../shared/system/system.schema";
import { useCompany } from "../areas/companies/companies.queries";
import { apiGet } from "../lib/api";
import { buildChatIdentity } from "./chatIdentity";

const POLL_INTERVAL_MS = 1000;

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
  const config = useQuery({
    queryKey: ["client-config"],
    queryFn: () => apiGet("/api/client-config", clientConfigSchema),
    meta: { silent: true },
  });
  const src = config.data?.chatWidgetSrc ?? null;
  // The company is read only when a widget is configured (the same query the rest of the app shares).
  const company = useCompany(src !== null ? user.companyId : null);
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
