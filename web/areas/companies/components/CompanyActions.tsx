import { ActionIcon, Group } from "@mantine/core";
import { IconPencil, IconTrash, IconUserPlus } from "@tabler/icons-react";
import type { CompanyListItem } from "../../../../shared/companies/companies.schema";
import { RowTooltip } from "../../../components/RowTooltip";

export interface CompanyActionHandlers {
  onAddUser: (company: CompanyListItem) => void;
  onEdit: (company: CompanyListItem) => void;
  onDelete: (company: CompanyListItem) => void;
}

interface CompanyActionsProps extends CompanyActionHandlers {
  company: CompanyListItem;
}

/** Add user, edit and delete for one company; delete stays disabled while the company has users. */
export function CompanyActions({ company, onAddUser, onEdit, onDelete }: CompanyActionsProps) {
  const hasUsers = company.userCount > 0;
  return (
    <Group gap={4} wrap="nowrap">
      <RowTooltip label="Add user" withArrow>
        <ActionIcon
          variant="subtle"
          color="teal"
          size="lg"
          aria-label={`Add user to ${company.name}`}
          onClick={() => onAddUser(company)}
        >
          <IconUserPlus size={18} />
        </ActionIcon>
      </RowTooltip>
      <RowTooltip label="Edit company" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Edit ${company.name}`}
          onClick={() => onEdit(company)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </RowTooltip>
      <RowTooltip label={hasUsers ? "Cannot delete company with users" : "Delete company"} withArrow>
        {/* data-disabled instead of disabled: a disabled button gets no hover, so its tooltip could not explain why. */}
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${company.name}`}
          aria-disabled={hasUsers}
          data-disabled={hasUsers || undefined}
          onClick={(event) => {
            if (hasUsers) event.preventDefault();
            else onDelete(company);
          }}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </RowTooltip>
    </Group>
  );
}
