import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import NotFoundPage from "../areas/misc/NotFoundPage";
import { classifyRouteError } from "./routeError";

const COPY = {
  updated: {
    title: "A new version is available",
    body: "The app was updated since you opened it. Reload to get the latest version.",
  },
  failed: {
    title: "Something went wrong",
    body: "This page could not be shown. Reload to try again, or go back to the dashboard.",
  },
} as const;

/**
 * The error boundary of the routes (routes.tsx): a page that fails to render or to load shows this
 * instead of the router's default screen. `inShell` keeps it inside the signed-in layout's sidebar
 * and header; at the root it fills the page. It is bundled with the entry, never lazy, so it still
 * shows when the page chunks of an older deploy are gone.
 */
export function RouteErrorScreen({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const kind = classifyRouteError(error);

  useEffect(() => {
    if (kind !== "notFound") console.error(error);
  }, [error, kind]);

  if (kind === "notFound") return <NotFoundPage />;
  const copy = COPY[kind];

  const card = (
    <Paper w={480} maw="100%" p="xl" radius="lg" withBorder shadow="sm" role="alert">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color={kind === "updated" ? "teal" : "orange"}>
          {kind === "updated" ? <IconRefresh size={26} /> : <IconAlertTriangle size={26} />}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz={22}>
            {copy.title}
          </Title>
          <Text c="dimmed">{copy.body}</Text>
        </Stack>
        <Group gap="sm">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            Reload
          </Button>
          {kind === "failed" && (
            <Button variant="default" component={Link} to="/">
              Go to dashboard
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );

  return inShell ? (
    <Center py={64}>{card}</Center>
  ) : (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      {card}
    </Center>
  );
}
