import { CloseButton, Group, SegmentedControl, TextInput, VisuallyHidden } from "@mantine/core";
import { IconLayoutGrid, IconSearch, IconTable } from "@tabler/icons-react";

export type CompaniesView = "cards" | "table";

interface CompaniesToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  view: CompaniesView;
  onView: (view: CompaniesView) => void;
}

const VIEWS = [
  {
    value: "cards",
    label: (
      <Group gap={6} wrap="nowrap" justify="center">
        <IconLayoutGrid size={16} />
        <span>Cards</span>
      </Group>
    ),
  },
  {
    value: "table",
    label: (
      <Group gap={6} wrap="nowrap" justify="center">
        <IconTable size={16} />
        <span>Table</span>
      </Group>
    ),
  },
];

/** The search box and the Cards/Table switch above the companies. */
export function CompaniesToolbar({ search, onSearch, view, onView }: CompaniesToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
      <TextInput
        placeholder="Search companies..."
        aria-label="Search companies"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        rightSection={
          search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearch("")} /> : null
        }
        style={{ flex: "1 1 240px" }}
        maw={420}
      />
      <VisuallyHidden id="companies-view-label">View</VisuallyHidden>
      <SegmentedControl
        aria-labelledby="companies-view-label"
        value={view}
        onChange={(value) => onView(value === "table" ? "table" : "cards")}
        data={VIEWS}
      />
    </Group>
  );
}
