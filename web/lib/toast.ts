import { type NotificationData, notifications } from "@mantine/notifications";

/**
 * Shows a toast in place of any current one: the app shows one toast at a time, and the answer to
 * what the user just did must not wait behind an older toast.
 */
export function showToast(toast: NotificationData): void {
  notifications.clean();
  notifications.show(toast);
}
