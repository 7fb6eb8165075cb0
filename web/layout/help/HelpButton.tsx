import { ActionIcon } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconQuestionMark } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import type { Role } from "../../../shared/auth/auth.schema";
import { RowTooltip } from "../../components/RowTooltip";
import { helpContentFor } from "./helpCatalogue";
import { helpKeyFor, shouldShowHelp } from "./helpRules";

// The drawer loads right after the header shows (not in the page's first download) and stays mounted
// closed, so the first opening slides in as every other one does.
const HelpPanel = lazy(() => import("./HelpPanel").then((m) => ({ default: m.HelpPanel })));

interface HelpButtonProps {
  role: Role;
  pathname: string;
}

/** The round help button of the header; renders nothing where the page has no help. */
export function HelpButton({ role, pathname }: HelpButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  // Focus goes back to the button when the drawer closes. Mantine's drawer does it only when it was mounted
  // before it opened: pressed before its code had arrived, it opens as it mounts and left focus on the page.
  useEffect(() => {
    if (wasOpened.current && !opened) button.current?.focus({ preventScroll: true });
    wasOpened.current = opened;
  }, [opened]);
  const content = helpContentFor(helpKeyFor(pathname));
  if (!content || !shouldShowHelp(role, pathname)) return null;

  return (
    <>
      {/* Mounted on the first hover: the header draws on every screen (components/RowTooltip.tsx). */}
      <RowTooltip label="Need help with this page?" position="bottom-end" withArrow>
        <ActionIcon
          ref={button}
          variant="light"
          radius="xl"
          size="lg"
          onClick={open}
          aria-label="Need help with this page?"
        >
          <IconQuestionMark size={20} stroke={2} />
        </ActionIcon>
      </RowTooltip>
      <Suspense fallback={null}>
        <HelpPanel content={content} opened={opened} onClose={close} />
      </Suspense>
    </>
  );
}
