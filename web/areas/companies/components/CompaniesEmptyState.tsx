import { Button, EmptyState, Paper } from "@mantine/core";
import { IconBuildingSkyscraper, IconPlus } from "@tabler/icons-react";

interface CompaniesEmptyStateProps {
  search: string;
  onClearSearch: () => void;
  onAdd: () => void;
}

/** 'No companies found': for a search without matches, or before the first company exists. */
export function CompaniesEmptyState({ search, onClearSearch, onAdd }: CompaniesEmptyStateProps) {
  const searching = search.trim().length > 0;
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
      <EmptyState variant="light" icon={<IconBuildingSkyscraper size={28} stroke={1.6} />}>
        <EmptyState.Title order={2}>No companies found</EmptyState.Title>
        <EmptyState.Description maw={420}>
          {searching
            ? `No company name or description contains “${search.trim()}”.`
            : "Add the first company to start managing its people."}
        </EmptyState.Description>
        <EmptyState.Actions>
          {searching ? (
            <Button variant="default" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : (
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              Add Company
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
