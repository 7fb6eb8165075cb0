import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useState } from "react";
import type { TwoFactorSetup } from "../../../../shared/auth/two-factor.schema";
import { LoadError } from "../../../components/LoadError";
import { TitledSection } from "../../../components/TitledSection";
import { errorMessage } from "../../../lib/api";
import { showToast } from "../../../lib/toast";
import { CodeForm, RecoveryCodesPanel, SetupKey } from "../../auth/two-factor/TwoFactorSetupParts";
import { TWO_FACTOR_TEXT } from "../../auth/two-factor/twoFactorText";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from "../twoFactor.queries";

type Step =
  | { kind: "idle" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] }
  | { kind: "disable" };

/**
 * Settings (docs/product/settings.md §10): turn two-factor sign-in on (QR code + code), see the recovery
 * codes once, turn it off — unless it is required of the person (accounts.md §3.2).
 */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const failed = (error: unknown) =>
    showToast({ color: "red", title: TWO_FACTOR_TEXT.failedTitle, message: errorMessage(error) });

  const enabled = status.data?.enabled === true;
  const required = status.data?.required === true;
  const badge = status.data && (
    <Badge color={enabled ? "teal" : "gray"} variant="light">
      {enabled ? TWO_FACTOR_TEXT.on : TWO_FACTOR_TEXT.off}
    </Badge>
  );
  const startSetup = () =>
    start.mutate(undefined, {
      onSuccess: (setup) => setStep({ kind: "setup", setup }),
      onError: failed,
    });

  return (
    <TitledSection title={TWO_FACTOR_TEXT.title} description={TWO_FACTOR_TEXT.description} actions={badge}>
      {status.isError ? (
        <LoadError title={TWO_FACTOR_TEXT.loadFailed} query={status} />
      ) : !status.data ? (
        <Skeleton h={36} w={260} />
      ) : step.kind === "codes" ? (
        <RecoveryCodesPanel
          codes={step.codes}
          doneLabel={TWO_FACTOR_TEXT.done}
          onDone={() => setStep({ kind: "idle" })}
        />
      ) : step.kind === "setup" ? (
        <SetupKey setup={step.setup}>
          <CodeForm
            label={TWO_FACTOR_TEXT.codeFromApp}
            submitLabel={TWO_FACTOR_TEXT.confirm}
            pending={enable.isPending}
            onCancel={() => setStep({ kind: "idle" })}
            onSubmit={(code) =>
              enable.mutate(code, {
                onSuccess: ({ recoveryCodes }) => {
                  setStep({ kind: "codes", codes: recoveryCodes });
                  showToast({
                    color: "teal",
                    title: TWO_FACTOR_TEXT.turnedOn,
                    message: TWO_FACTOR_TEXT.recoveryTitle,
                  });
                },
                onError: failed,
              })
            }
          />
        </SetupKey>
      ) : step.kind === "disable" ? (
        <CodeForm
          label={TWO_FACTOR_TEXT.codeOrRecovery}
          submitLabel={TWO_FACTOR_TEXT.confirmOff}
          color="red"
          pending={disable.isPending}
          onCancel={() => setStep({ kind: "idle" })}
          onSubmit={(code) =>
            disable.mutate(code, {
              onSuccess: () => {
                setStep({ kind: "idle" });
                showToast({
                  color: "teal",
                  title: TWO_FACTOR_TEXT.turnedOff,
                  message: TWO_FACTOR_TEXT.title,
                });
              },
              onError: failed,
            })
          }
        />
      ) : enabled ? (
        <Group justify="space-between">
          <Stack gap={2}>
            <Text size="sm">{TWO_FACTOR_TEXT.left(status.data.recoveryCodesLeft)}</Text>
            {required && (
              <Text size="sm" c="dimmed">
                {TWO_FACTOR_TEXT.requiredOn}
              </Text>
            )}
          </Stack>
          {!required && (
            <Button variant="light" color="red" onClick={() => setStep({ kind: "disable" })}>
              {TWO_FACTOR_TEXT.turnOff}
            </Button>
          )}
        </Group>
      ) : (
        <Stack gap="sm" align="flex-start">
          {required && (
            <Alert color="yellow" variant="light" icon={<IconShieldLock size={18} />}>
              {TWO_FACTOR_TEXT.requiredOff}
            </Alert>
          )}
          <Button leftSection={<IconShieldLock size={16} />} loading={start.isPending} onClick={startSetup}>
            {TWO_FACTOR_TEXT.turnOn}
          </Button>
        </Stack>
      )}
    </TitledSection>
  );
}
