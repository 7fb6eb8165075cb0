import "../../../lib/allStyles";
import { Anchor, Box, Container, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../../../lib/pageTitle";
import { BrandMark } from "../../auth/components/BrandMark";
import { TermsContent } from "../TermsContent";

/** /terms: the public Terms and Conditions in a scrollable card. */
export default function TermsPage() {
  usePageTitle(useLocation().pathname);
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="teal.8" py="sm">
        <Container size="md">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" aria-label="HR Platform home">
              <BrandMark inverted />
            </Anchor>
            <Anchor component={Link} to="/auth" c="white" fz="sm" fw={500}>
              <Group gap={6}>
                <IconArrowLeft size={16} />
                Back to sign in
              </Group>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="md" component="main" py={{ base: "lg", sm: 40 }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Terms and Conditions
            </Title>
            <Text c="dimmed">Employer of record services in India</Text>
          </Stack>
          <Paper withBorder radius="lg" shadow="xs">
            <ScrollArea.Autosize mah="calc(100vh - 240px)" type="auto" offsetScrollbars>
              <Box p={{ base: "md", sm: "xl" }}>
                <TermsContent />
              </Box>
            </ScrollArea.Autosize>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
