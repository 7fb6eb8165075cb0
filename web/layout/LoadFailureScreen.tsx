import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { isDatabaseUnavailable } from "../lib/loadErrors";
import { DatabaseBanner } from "./DatabaseBanner";
import { ErrorPanel } from "./ErrorPanel";
import { ProductLogo } from "./ProductLogo";

/** Shown instead of the shell when the signed-in user itself cannot be loaded (not a 401). */
export function LoadFailureScreen({ error }: { error: Error }) {
  const databaseDown = isDatabaseUnavailable(error);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper w={560} maw="100%" p="xl" radius="lg" withBorder shadow="sm">
        <Stack gap="md">
          <ProductLogo companyName={null} size={44} />
          {databaseDown ? (
            <DatabaseBanner forced />
          ) : (
            <Stack gap={4}>
              <Text fw={600}>Your workspace could not be loaded.</Text>
              <Text size="sm" c="dimmed">
                Check your connection and try again.
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
      <ErrorPanel />
    </Center>
  );
}

export function FullPageLoader() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
