import type { ChatIdentity } from "./chatIdentity";

declare global {
  interface Window {
    /** Set by the live-chat script of CHAT_WIDGET_SRC once it is ready. */
    HRChatWidget?: { identify?: (identity: ChatIdentity) => void };
  }
}
