import { ActionIcon, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconQuestionMark } from "@tabler/icons-react";
import type { Role } from "../../../shared/auth/auth.schema";
import { HelpPanel } from "./HelpPanel";
import { helpContentFor } from "./helpCatalogue";
import { helpKeyFor, shouldShowHelp } from "./helpRules";

interface HelpButtonProps {
  role: Role;
  pathname: string;
}

/** The round help button of the header; renders nothing where the page has no help. */
export function HelpButton({ role, pathname }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const content = helpContentFor(helpKeyFor(pathname));
  if (!content || !shouldShowHelp(role, pathname)) return null;

  return (
    <>
      <Tooltip label="Need help with this page?" position="bottom-end" withArrow>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={open}
          aria-label="Need help with this page?"
        >
          <IconQuestionMark size={20} stroke={2} />
        </ActionIcon>
      </Tooltip>
      <HelpPanel content={content} opened={opened} onClose={close} />
    </>
  );
}
