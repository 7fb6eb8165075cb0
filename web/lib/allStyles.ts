// Every Mantine stylesheet but the charts' (dashboards/components/charts.ts) and the toasts'
// (layout/Toasts.tsx): imported by the code of every screen other than /auth — the signed-in shell, the
// other public pages, and /auth's own dialogs and signup form — so that /auth's first download carries
// only lib/signInStyles.ts. The rules both hold are the same, so loading them twice changes nothing.
import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
