import { CloseButton, Group, TextInput } from "@mantine/core";
import { IconLayoutGrid, IconSearch, IconTable } from "@tabler/icons-react";
import { type ViewOption, ViewSwitch } from "../../../components/ViewSwitch";

export type CompaniesView = "cards" | "table";

interface CompaniesToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  view: CompaniesView;
  onView: (view: CompaniesView) => void;
}

const VIEWS: ViewOption<CompaniesView>[] = [
  { value: "cards", label: "Cards", icon: <IconLayoutGrid size={16} /> },
  { value: "table", label: "Table", icon: <IconTable size={16} /> },
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
      <ViewSwitch views={VIEWS} value={view} onChange={onView} />
    </Group>
  );
}
