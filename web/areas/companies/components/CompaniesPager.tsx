import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { CompanyPageInfo } from "../companyPagination";

interface CompaniesPagerProps {
  page: CompanyPageInfo;
  onPage: (page: number) => void;
}

/** 'Showing X to Y of Z companies', Previous / Next and 'Page N of M'. */
export function CompaniesPager({ page, onPage }: CompaniesPagerProps) {
  return (
    <Group justify="space-between" mt="lg" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.summary}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={!page.hasPrevious}
          onClick={() => onPage(page.page - 1)}
        >
          Previous
        </Button>
        <Text size="sm" fw={500} px={4} style={{ whiteSpace: "nowrap" }}>
          {page.pageLabel}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={!page.hasNext}
          onClick={() => onPage(page.page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
