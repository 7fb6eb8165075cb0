import { Alert, Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMailExclamation } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { messageSchema, type UserDto, verificationStatusSchema } from "../../shared/auth/auth.schema";
import { ApiError, apiGet, apiRequest } from "../lib/api";
import { isDashboardRoute, needsVerification } from "./verificationStatus";

interface VerificationBannerProps {
  user: UserDto;
  pathname: string;
}

function resendFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage.trim() || "Please try again later.";
  return "Please try again later.";
}

/** 'Verify your email address' on the dashboard routes for an unverified user (docs/product/accounts.md §4). */
export function VerificationBanner({ user, pathname }: VerificationBannerProps) {
  const [dismissed, setDismissed] = useState(false);
  const onDashboard = isDashboardRoute(pathname);
  const status = useQuery({
    queryKey: ["verification-status"],
    queryFn: () => apiGet("/api/verification-status", verificationStatusSchema),
    enabled: onDashboard && !user.isVerified && !dismissed,
    meta: { silent: true },
    retry: false,
  });
  const resend = useMutation({
    mutationFn: () => apiRequest("POST", "/api/resend-verification", undefined, messageSchema),
    onSuccess: () =>
      notifications.show({
        color: "teal",
        title: "Verification email sent",
        message: "Please check your inbox for the verification link.",
      }),
    onError: (error) =>
      notifications.show({
        color: "red",
        title: "Failed to send verification email",
        message: resendFailureMessage(error),
      }),
  });

  if (!onDashboard || dismissed || user.isVerified || status.isError || !needsVerification(status.data)) {
    return null;
  }

  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconMailExclamation size={20} />}
      title="Verify your email address"
    >
      <Text size="sm">
        We sent a verification link to <strong>{user.username}</strong>. Open it to confirm your address.
      </Text>
      <Group mt="sm" gap="sm">
        <Button size="xs" color="yellow.8" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend verification email
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </Group>
    </Alert>
  );
}
