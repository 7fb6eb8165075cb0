import { Badge, Button, Group, Skeleton, Table, Text } from "@mantine/core";
import { IconDeviceDesktop, IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import type { SessionDto } from "../../../../shared/auth/sessions.schema";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadError } from "../../../components/LoadError";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { useTimeZone } from "../../../lib/timeZone";
import { showToast } from "../../../lib/toast";
import { useOwnSessions, useSignOutOtherSessions, useSignOutSession } from "../sessions.queries";
import {
  formatSessionTime,
  SESSIONS_TEXT,
  signedOutOthersMessage,
  signOutOthersQuestion,
} from "../sessionsDisplay";

const COLUMNS = ["Device", "IP address", "Signed in", "Last active", ""] as const;

/**
 * 'Sessions' (docs/product/settings.md §9): where the person is signed in — device, address, when signed in
 * and last active, 'This device' for the current one — with 'Sign out' per other session and 'Sign out
 * everywhere else' after a confirmation.
 */
export function SessionsCard() {
  const sessions = useOwnSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const timeZone = useTimeZone();
  const [confirming, setConfirming] = useState<number | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const failed = (error: unknown) =>
    showToast({ color: "red", title: SESSIONS_TEXT.failedTitle, message: errorMessage(error) });

  const endOne = (session: SessionDto) =>
    signOut.mutate(session.id, {
      onSuccess: () => showToast({ color: "teal", title: SESSIONS_TEXT.signedOut, message: session.device }),
      onError: failed,
    });

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) => {
        setConfirming(null);
        showToast({
          color: "teal",
          title: SESSIONS_TEXT.signedOutOthers,
          message: signedOutOthersMessage(signedOut),
        });
      },
      onError: (error) => {
        setConfirming(null);
        failed(error);
      },
    });

  return (
    <TitledSection
      title={SESSIONS_TEXT.title}
      description={SESSIONS_TEXT.description}
      actions={
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={others === 0}
          onClick={() => setConfirming(others)}
        >
          {SESSIONS_TEXT.signOutOthers}
        </Button>
      }
    >
      {sessions.isError ? (
        <LoadError title={SESSIONS_TEXT.loadFailed} query={sessions} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-busy={sessions.isPending}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column, index) => (
                  <Table.Th key={column || index}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data
                ? sessions.data.map((session) => (
                    <Table.Tr key={session.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <IconDeviceDesktop size={18} aria-hidden stroke={1.5} style={{ flexShrink: 0 }} />
                          <Group gap={6} style={{ rowGap: 4 }}>
                            <Text size="sm" fw={500}>
                              {session.device}
                            </Text>
                            {session.current && (
                              <Badge color="teal" variant="light" size="sm" style={{ flexShrink: 0 }}>
                                {SESSIONS_TEXT.thisDevice}
                              </Badge>
                            )}
                          </Group>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {session.ipAddress ?? SESSIONS_TEXT.unknownAddress}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatSessionTime(session.signedInAt, timeZone)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatSessionTime(session.lastActiveAt, timeZone)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {!session.current && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => endOne(session)}
                            loading={signOut.isPending && signOut.variables === session.id}
                          >
                            {SESSIONS_TEXT.signOut}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))
                : [0, 1].map((row) => (
                    <Table.Tr key={row}>
                      {COLUMNS.map((column, index) => (
                        <Table.Td key={column || index}>
                          <Skeleton height={16} width={column ? "70%" : 60} />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        subject={confirming}
        title={SESSIONS_TEXT.confirmTitle}
        onClose={() => setConfirming(null)}
        onConfirm={endOthers}
        confirmLabel={SESSIONS_TEXT.signOutOthers}
        busy={signOutOthers.isPending}
      >
        {(count) => <Text size="sm">{signOutOthersQuestion(count ?? 0)}</Text>}
      </ConfirmDialog>
    </TitledSection>
  );
}
