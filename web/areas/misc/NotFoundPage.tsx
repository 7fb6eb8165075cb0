import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../../lib/pageTitle";

/** The fallback for any path the app does not know. */
export default function NotFoundPage() {
  usePageTitle(useLocation().pathname);
  return (
    <Center mih="100vh" bg="gray.0" p="md" component="main">
      <Stack align="center" gap="md" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconMapPin size={32} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          404 Page Not Found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or may have been moved.</Text>
        <Button component={Link} to="/" size="md">
          Go to home
        </Button>
      </Stack>
    </Center>
  );
}
