import "@mantine/core/styles/Notification.css";
import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** The toasts' renderer: one at a time, 5 s, at most 420 px wide (docs/product/README.md §4.4). Lazy-loaded by main.tsx. */
export default function Toasts() {
  return (
    <Notifications limit={1} autoClose={5000} position="bottom-right" w={420} maw="calc(100vw - 32px)" />
  );
}
