import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";

/** After a company signup: the admin must verify the e-mail before anything else. */
export function SignupSuccess({ email, onGoToLogin }: { email: string; onGoToLogin: () => void }) {
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="teal">
        <IconMailCheck size={34} />
      </ThemeIcon>
      <Title order={2} fz={24}>
        Check your email
      </Title>
      <Text>
        A verification email has been sent to{" "}
        <Text span fw={700}>
          {email}
        </Text>
        .
      </Text>
      <Text fz="sm" c="dimmed">
        Open the link in that email to verify your account, then log in to set up your company. The link is
        valid for 24 hours.
      </Text>
      <Button size="md" fullWidth mt="sm" onClick={onGoToLogin}>
        Go to Login
      </Button>
    </Stack>
  );
}
